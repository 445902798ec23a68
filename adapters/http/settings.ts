import { Context } from "effect"
import type { BlockList } from "node:net"

/** What handlers need to know about the running server. */
export class ServerSettings extends Context.Tag("venue/ServerSettings")<
  ServerSettings,
  {
    readonly publicUrl: string
    /** Demo mode: fake outside services, and screens say so. */
    readonly demo: boolean
    /** Cookies get the Secure flag when the public URL is https. */
    readonly secureCookies: boolean
    /** Proxies whose X-Forwarded-For names the client (TRUSTED_PROXIES); none by default. */
    readonly trustedProxies: BlockList
  }
>() {}
