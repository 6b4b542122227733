#!/bin/sh
# The primary's first start (the official image runs /docker-entrypoint-initdb.d/ once, on an empty
# data folder): a role that may stream the WAL to replicas, and the pg_hba line that lets it in from
# the compose network with its password. wal_level=replica and max_wal_senders are the defaults.
set -eu
: "${REPLICATION_PASSWORD:?set REPLICATION_PASSWORD for the replication role}"
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" -v password="$REPLICATION_PASSWORD" <<'SQL'
CREATE ROLE replicator WITH REPLICATION LOGIN PASSWORD :'password';
SQL
echo "host replication replicator all scram-sha-256" >> "$PGDATA/pg_hba.conf"
