"""The store: tables, sessions and migrations (SQLite by default, PostgreSQL by URL)."""
