#!/usr/bin/env bash
# Installs PostgreSQL 15 from Debian's packages, builds pgvector from Debian's own source package,
# and starts a cluster on 127.0.0.1:5432. For CI and for people who deploy Inflow on PostgreSQL.
# Idempotent: re-running it skips what is already there. Needs root (or sudo) on Debian bookworm.
set -euo pipefail
PGVER=${PGVER:-15}
PG_CONFIG=/usr/lib/postgresql/$PGVER/bin/pg_config
export DEBIAN_FRONTEND=noninteractive

if [ ! -x "/usr/lib/postgresql/$PGVER/bin/postgres" ] || [ ! -f "/usr/include/postgresql/$PGVER/server/postgres.h" ]; then
  apt-get install -y --no-install-recommends "postgresql-$PGVER" "postgresql-server-dev-$PGVER" make gcc libc6-dev >/dev/null
fi

if [ ! -f "/usr/share/postgresql/$PGVER/extension/vector.control" ]; then
  # Bookworm has no pgvector binary package; trixie's source package builds against PostgreSQL 15.
  # A separate source list and lists folder keep the system's own apt sources untouched.
  work=$(mktemp -d)
  chmod 755 "$work"
  mkdir -p "$work/lists/partial"
  cat >"$work/trixie-src.sources" <<SRC
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: trixie
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SRC
  apt_opts=(-o "Dir::Etc::SourceList=/dev/null" -o "Dir::Etc::SourceParts=$work" -o "Dir::State::Lists=$work/lists")
  apt-get "${apt_opts[@]}" update >/dev/null
  (cd "$work" && apt-get "${apt_opts[@]}" source --download-only pgvector >/dev/null)
  tar -xf "$work"/pgvector_*.orig.tar.* -C "$work"
  src=$(find "$work" -maxdepth 1 -type d -name 'pgvector-*' | head -n 1)
  make -C "$src" PG_CONFIG="$PG_CONFIG" OPTFLAGS="" >/dev/null
  make -C "$src" PG_CONFIG="$PG_CONFIG" install >/dev/null
  rm -rf "$work"
fi

if ! pg_lsclusters -h | grep -q "^$PGVER main"; then
  pg_createcluster "$PGVER" main >/dev/null
fi
sed -i "s/^#\?listen_addresses.*/listen_addresses = '127.0.0.1'/" "/etc/postgresql/$PGVER/main/postgresql.conf"
if ! pg_lsclusters -h | grep -q "^$PGVER main .* online"; then
  pg_ctlcluster "$PGVER" main start
fi
# Trust local TCP connections for the postgres user only on this CI/dev machine: set a password instead in production.
su postgres -c "psql -qAt -c \"alter user postgres password 'postgres'\"" >/dev/null
su postgres -c "psql -qAt -c 'create extension if not exists vector' template1" >/dev/null
echo "PostgreSQL $PGVER with pgvector is running on 127.0.0.1:5432 (user postgres, password postgres)"
