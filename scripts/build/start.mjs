// `npm start`: the built CLI (`venue serve` unless told otherwise), built first when needed.
import { launch } from "./launch.mjs"

await launch("serve")
