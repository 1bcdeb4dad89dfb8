/**
 * `describe` for the tests of the embedded database itself (its data folder, its lock). They open
 * PGlite whatever TEST_DATABASE_URL says, so the PostgreSQL run skips them: there they would run
 * the same test a second time. The embedded run runs them.
 */
export const embeddedOnly = process.env.TEST_DATABASE_URL ? describe.skip : describe;
