import { useSearchParams } from "react-router"

/** Where to go after signing in or up: `?next=` when it is a path on this site, else home. */
export const useNextPath = () => {
  const [params] = useSearchParams()
  const next = params.get("next") ?? ""
  return next.startsWith("/") && !next.startsWith("//") ? next : "/"
}
