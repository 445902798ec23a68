import { Context } from "effect"

/** What handlers need to know about the running server. */
export class ServerSettings extends Context.Tag("venue/ServerSettings")<
  ServerSettings,
  {
    readonly publicUrl: string
    /** Demo mode: fake outside services, and screens say so. */
    readonly demo: boolean
    /** Cookies get the Secure flag when the public URL is https. */
    readonly secureCookies: boolean
  }
>() {}
