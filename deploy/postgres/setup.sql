-- The database and role tabletop's servers use (docs/deploy.md). Run once as PostgreSQL's
-- superuser: sudo -u postgres psql -v password="'a long secret'" -f deploy/postgres/setup.sql
-- The servers create their tables on first start.
CREATE ROLE tabletop LOGIN PASSWORD :password;
CREATE DATABASE tabletop OWNER tabletop;
