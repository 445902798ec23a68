import { NodeRuntime } from "@effect/platform-node"
import { Command } from "commander"
import { serve } from "./commands/serve"

const program = new Command()
  .name("venue")
  .description("Run and administer a venue platform server.")
  .showHelpAfterError()

program
  .command("serve")
  .description("Start the server (embedded database unless DATABASE_URL is set).")
  .action(() => NodeRuntime.runMain(serve))

program.parse()
