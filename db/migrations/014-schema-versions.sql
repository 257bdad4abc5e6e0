-- The save's version is kept in a table as well as in the file header's user_version, and
-- every migration from this one on records itself here in its own transaction (applyMigrations).
-- A failing disk can flip a byte of the header: the two then disagree, and the save is
-- counted as damaged instead of as one from a newer (or older) version of the app.
CREATE TABLE schema_versions (
  version  INTEGER PRIMARY KEY CHECK (version >= 14)
);
