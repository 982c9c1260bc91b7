#!/bin/sh
# Entrypoint of the PostgreSQL image built from Debian's packages where no image registry is reachable. It keeps the
# official image's interface, so compose and Testcontainers treat both alike: POSTGRES_USER, POSTGRES_PASSWORD,
# POSTGRES_DB, POSTGRES_HOST_AUTH_METHOD, PGDATA, PGPORT, and `postgres -c name=value …` as the command. As the
# official image does, the first start initialises the cluster on a temporary server (its "ready to accept
# connections" line is the first of two), stops it, then runs the real one.
set -eu
# `docker run IMAGE -c fsync=off` passes the options alone: they are postgres's.
case "${1:-}" in -*) set -- postgres "$@" ;; esac
: "${PGDATA:=/var/lib/postgresql/data}"
: "${POSTGRES_USER:=postgres}"
: "${POSTGRES_DB:=$POSTGRES_USER}"
export PGDATA PATH="/usr/lib/postgresql/15/bin:$PATH"

if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /var/run/postgresql
  chown -R postgres:postgres "$PGDATA" /var/run/postgresql
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi

if [ "${1:-postgres}" != postgres ]; then exec "$@"; fi
[ $# -gt 0 ] && shift

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  if [ -z "${POSTGRES_PASSWORD:-}" ] && [ "${POSTGRES_HOST_AUTH_METHOD:-}" != trust ]; then
    echo "POSTGRES_PASSWORD is not set (or set POSTGRES_HOST_AUTH_METHOD=trust)" >&2
    exit 1
  fi
  pwfile=$(mktemp)
  printf '%s' "${POSTGRES_PASSWORD:-}" > "$pwfile"
  initdb --username="$POSTGRES_USER" --pwfile="$pwfile" --encoding=UTF8 --locale=C.UTF-8 >/dev/null
  rm -f "$pwfile"
  printf 'listen_addresses = '"'"'*'"'"'\n' >> "$PGDATA/postgresql.conf"
  printf 'host all all all %s\n' "${POSTGRES_HOST_AUTH_METHOD:-scram-sha-256}" >> "$PGDATA/pg_hba.conf"
  pg_ctl -D "$PGDATA" -o "-c listen_addresses='' -p ${PGPORT:-5432}" -w start
  if [ "$POSTGRES_DB" != postgres ]; then
    psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" -p "${PGPORT:-5432}" --dbname postgres \
      -c "CREATE DATABASE \"$POSTGRES_DB\"" >/dev/null
  fi
  pg_ctl -D "$PGDATA" -m fast -w stop
  echo "PostgreSQL init process complete; ready for start up."
fi

exec postgres -p "${PGPORT:-5432}" "$@"
