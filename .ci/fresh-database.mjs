// Drops and creates a database next to the one the admin URL names: a clean slate for a test run.
import pg from "pg"

const [adminUrl, name] = process.argv.slice(2)
if (!adminUrl || !/^[a-z_][a-z0-9_]*$/.test(name ?? "")) {
  console.error("usage: node .ci/fresh-database.mjs <admin-url> <database-name>")
  process.exit(2)
}
const client = new pg.Client({ connectionString: adminUrl })
await client.connect()
await client.query(`drop database if exists ${name} with (force)`)
await client.query(`create database ${name}`)
await client.end()
console.log(`database ${name} is fresh`)
