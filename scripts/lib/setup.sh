# Shared by scripts/dev and scripts/test: installs what is missing, says clearly what it cannot.
# Sourced, not run. Expects ROOT to be the repository root.

PNPM_VERSION="10.34.8"
NODE_MIN_MAJOR=20
NODE_MIN_MINOR=19

say() { printf '\033[1m[scout]\033[0m %s\n' "$*"; }

# Seconds each timed step took, in the order they ran ("name seconds result"): scripts/test prints them as a table.
STEP_TIMES=()

# timed <name> <command...>: runs the command, says how long it took and records it; returns its status.
timed() {
  local name=$1; shift
  local started=$SECONDS status=0
  "$@" || status=$?
  local took=$((SECONDS - started))
  STEP_TIMES+=("${name} ${took} $([ "$status" -eq 0 ] && echo ok || echo FAILED)")
  [ "$took" -gt 0 ] && say "   ${name}: ${took} s"
  return "$status"
}

# Prints the recorded step times as a table, and their total.
print_step_times() {
  local line name took result total=0
  printf '%-28s %8s  %s\n' step seconds result
  for line in "${STEP_TIMES[@]}"; do
    read -r name took result <<<"$line"
    printf '%-28s %8s  %s\n' "$name" "$took" "$result"
    total=$((total + took))
  done
  printf '%-28s %8s\n' "sum of steps" "$total"
}
fail() { printf '\033[1;31m[scout] %s\033[0m\n' "$*" >&2; exit 1; }

# Root, or passwordless sudo, can use the OS package manager.
as_root() {
  if [ "$(id -u)" = "0" ]; then "$@"
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo "$@"
  else return 1
  fi
}

apt_updated=""
os_install() { # os_install <debian package> <brew formula or cask>
  if command -v apt-get >/dev/null 2>&1; then
    if [ -z "$apt_updated" ]; then as_root apt-get update -qq >/dev/null 2>&1 || return 1; apt_updated=1; fi
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$1" >/dev/null 2>&1
  elif command -v brew >/dev/null 2>&1 && [ -n "${2:-}" ]; then
    brew install $2 >/dev/null 2>&1
  else
    return 1
  fi
}

ensure_node() {
  command -v node >/dev/null 2>&1 || fail "Node.js ${NODE_MIN_MAJOR}.${NODE_MIN_MINOR}+ is required: install it from your package manager or nodejs.org."
  local version major minor
  version=$(node -p 'process.versions.node')
  major=${version%%.*}; minor=$(echo "$version" | cut -d. -f2)
  if [ "$major" -lt "$NODE_MIN_MAJOR" ] || { [ "$major" -eq "$NODE_MIN_MAJOR" ] && [ "$minor" -lt "$NODE_MIN_MINOR" ]; }; then
    fail "Node.js ${NODE_MIN_MAJOR}.${NODE_MIN_MINOR}+ is required (found ${version})."
  fi
}

ensure_pnpm() {
  if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ]; then return; fi
  say "Installing pnpm ${PNPM_VERSION}"
  if ! npm install -g "pnpm@${PNPM_VERSION}" >/dev/null 2>&1; then
    # No permission for a global install: keep a private copy under the user's home.
    local prefix="${HOME}/.local/share/scout-tools"
    npm install --prefix "$prefix" "pnpm@${PNPM_VERSION}" >/dev/null 2>&1 || fail "Could not install pnpm ${PNPM_VERSION} with npm."
    export PATH="${prefix}/node_modules/.bin:${PATH}"
  fi
  hash -r
  [ "$(pnpm --version)" = "$PNPM_VERSION" ] || fail "pnpm ${PNPM_VERSION} is not the pnpm on PATH ($(command -v pnpm))."
}

ensure_dependencies() {
  say "Installing dependencies (pnpm install --frozen-lockfile)"
  (cd "$ROOT" && pnpm install --frozen-lockfile --prefer-offline --reporter=silent) || fail "pnpm install failed."
}

# ffmpeg: processing game film needs it. Warn (dev) or fail (test) when it cannot be had.
ensure_ffmpeg() {
  command -v ffmpeg >/dev/null 2>&1 && command -v ffprobe >/dev/null 2>&1 && return 0
  say "Installing ffmpeg from the OS package manager"
  os_install ffmpeg ffmpeg && command -v ffmpeg >/dev/null 2>&1 && return 0
  say "ffmpeg is not installed and could not be installed here. Install it (apt-get install ffmpeg, brew install ffmpeg) for video processing."
  return 1
}

# Info-ZIP zip/unzip: the browser test zips its film fixture, the benchmark's baseline unzips.
ensure_zip_tools() {
  command -v zip >/dev/null 2>&1 && command -v unzip >/dev/null 2>&1 && return 0
  say "Installing zip and unzip from the OS package manager"
  os_install zip zip && os_install unzip unzip && command -v zip >/dev/null 2>&1 && command -v unzip >/dev/null 2>&1 && return 0
  say "zip/unzip are not installed and could not be installed here. Install them (apt-get install zip unzip)."
  return 1
}

# Poppler's pdftotext, pdfinfo and pdftoppm: the print browser test reads the PDFs Chromium makes of printouts.
ensure_poppler() {
  command -v pdftotext >/dev/null 2>&1 && command -v pdfinfo >/dev/null 2>&1 && command -v pdftoppm >/dev/null 2>&1 && return 0
  say "Installing poppler-utils (pdftotext, pdfinfo, pdftoppm) from the OS package manager"
  os_install poppler-utils poppler && command -v pdftotext >/dev/null 2>&1 && command -v pdfinfo >/dev/null 2>&1 && return 0
  say "poppler-utils is not installed and could not be installed here. Install it (apt-get install poppler-utils, brew install poppler)."
  return 1
}

# Chromium for the browser tests: Debian's package, never a browser download.
ensure_chromium() {
  if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then return 0; fi
  for candidate in /usr/bin/chromium /usr/bin/chromium-browser "/Applications/Chromium.app/Contents/MacOS/Chromium" "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"; do
    if [ -x "$candidate" ]; then export CHROMIUM_PATH="$candidate"; return 0; fi
  done
  say "Installing chromium from the OS package manager"
  if os_install chromium "--cask chromium" && [ -x /usr/bin/chromium ]; then export CHROMIUM_PATH=/usr/bin/chromium; return 0; fi
  fail "Chromium is needed for the browser tests and could not be installed. Install it (apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary."
}

export AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=true
