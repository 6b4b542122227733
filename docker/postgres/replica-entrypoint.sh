#!/bin/sh
# A streaming replica of the `postgres` service. On an empty data folder it waits for the primary,
# takes a base backup with the WAL streamed alongside, and -R writes standby.signal and
# primary_conninfo; every start after that is a standby resuming from where it was. The image's
# own entrypoint then starts the server (it initialises nothing: the folder holds a cluster).
# Runs as the postgres user (compose `user: postgres`), who owns the volume.
set -eu
: "${REPLICATION_PASSWORD:?set REPLICATION_PASSWORD for the replication role}"
PRIMARY_HOST="${PRIMARY_HOST:-postgres}"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  if [ -n "$(ls -A "$PGDATA" 2>/dev/null)" ]; then
    echo "replica: $PGDATA is neither empty nor a PostgreSQL data folder; remove the volume to take a new base backup" >&2
    exit 1
  fi
  until pg_isready -q -h "$PRIMARY_HOST" -p 5432; do
    echo "replica: waiting for the primary at $PRIMARY_HOST:5432"
    sleep 1
  done
  echo "replica: base backup from $PRIMARY_HOST"
  PGPASSWORD="$REPLICATION_PASSWORD" pg_basebackup -h "$PRIMARY_HOST" -p 5432 -U replicator -D "$PGDATA" \
    -X stream -R --checkpoint=fast
  # The volume's folder is world-writable in the image; the server accepts only 0700 or 0750.
  chmod 0700 "$PGDATA"
fi
exec docker-entrypoint.sh postgres -c hot_standby=on
