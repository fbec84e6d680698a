#!/bin/sh
# Usage: scripts/node-package.sh VERSION FOLDER
#
# Unpacks Node.js VERSION for this machine's architecture from the npm registry (the
# `node-linux-<arch>` package: the binary and the headers) into FOLDER/package and prints that
# path. Nothing is fetched from nodejs.org, which `.ci/run` cannot reach (docs/development.md).
#
# `.ci/run` runs its checks on the latest Node 24 from there; scripts/sqlite-addon.mjs compiles
# the SQLite add-on against the headers of the version `package.json` names (decision 124).
set -eu
version=${1:?version}
folder=${2:?folder}
mkdir -p "$folder"
cd "$folder"
npm pack --silent "node-linux-$(node -p process.arch)@$version" >/dev/null
tar xzf node-linux-*.tgz
rm node-linux-*.tgz
echo "$folder/package"
