#!/usr/bin/env bash
# scripts/install, checked on the build scripts/test already has (no release build): installs BIN's directory into a
# temporary prefix with a space in its name, runs the installed lks (--version, a script), completes with the
# installed bash, zsh and fish scripts, renders the installed man page with `man -l`, and checks that bad prefixes
# and a missing readline header fail with a message and leave nothing behind. One line per check, then
# "N passed, N failed". Checks that need what this machine lacks (zsh, fish, man, root for the namespace tricks)
# print "skipped" and count as neither.
#
#   Tests/install/test_install.sh BIN      BIN: the lks binary whose directory is installed
set -uo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
[ $# -eq 1 ] && [ -x "$1" ] || {
  echo "usage: Tests/install/test_install.sh BIN" >&2
  exit 2
}
build="$(cd "$(dirname "$1")" && pwd)"
install=("$root/scripts/install" --from-build "$build")
work="$(mktemp -d "${TMPDIR:-/tmp}/lks-install-test.XXXXXX")"
trap 'rm -rf "$work"' EXIT
# Readable by the user the non-writable check runs as (nobody, when this runs as root).
chmod 755 "$work"
passed=0
failed=0

pass() {
  echo "ok   $1"
  passed=$((passed + 1))
}
fail() {
  echo "FAIL $1"
  shift
  for line in "$@"; do echo "     $line"; done
  failed=$((failed + 1))
}
skip() { echo "skipped $1 ($2)"; }
# A listing of everything under a directory, to show that a failed install left it as it was.
listing() { (cd "$1" && find . | LC_ALL=C sort); }

# --- A good install -----------------------------------------------------------------------------------------------
# Every prefix lives under $work/p, so a listing of it shows whether a failed install made anything.
mkdir "$work/p"
prefix="$work/p/a prefix"
if "${install[@]}" "$prefix" >"$work/install.log" 2>&1; then
  missing=()
  for file in bin/lks share/man/man1/lks.1 share/bash-completion/completions/lks share/zsh/site-functions/_lks \
    share/fish/vendor_completions.d/lks.fish; do
    [ -s "$prefix/$file" ] || missing+=("$file")
  done
  if [ ${#missing[@]} -eq 0 ] && [ -x "$prefix/bin/lks" ] && [ -z "$(find "$prefix" -name '.*install-*')" ]; then
    pass "install into a prefix with a space: the binary, the man page and three completion scripts"
  else
    fail "install into a prefix with a space" "missing or empty: ${missing[*]:-none}" "$(listing "$prefix")"
  fi
else
  fail "install into a prefix with a space (status $?)" "$(cat "$work/install.log")"
fi
lks="$prefix/bin/lks"

# A script run by the installed binary, with an expectation, and the page of its session (--html).
printf 'append-sections main\nappend-items a b c\napply\nmove-item c before a\napply\nexpect layout main: c a b\n' \
  >"$work/check.lks"
if output="$("$lks" --html "$work/check.html" "$work/check.lks" 2>&1)" && printf '%s\n' "$output" | grep -q "move item"; then
  pass "installed lks runs a script (apply, move, expect layout) and writes its page"
else
  fail "installed lks runs a script" "$output"
fi

# The version: the binary, its pages, the changelog's newest version and the README say the same.
version="$("$lks" --version 2>&1)"
changelog="$(sed -n 's/^## \[\([0-9][0-9.]*\)\].*/\1/p' "$root/CHANGELOG.md" | head -n 1)"
if [ -n "$version" ] && [ "$version" = "$changelog" ] && grep -qF "\"version\":\"$version\"" "$work/check.html" &&
  grep -qF "This is version $version" "$root/README.md"; then
  pass "installed lks --version is $version, as its --html page, CHANGELOG.md and README.md say"
else
  fail "installed lks --version" "lks says '$version', CHANGELOG.md '$changelog';" \
    "the page must carry \"version\":\"$version\" and README.md 'This is version $version'"
fi

# --- Completions ----------------------------------------------------------------------------------------------------
# bash: the installed script completes --vi to --view, and --view's values.
bash_completion="$prefix/share/bash-completion/completions/lks"
replies="$(bash -c '
  source "$1" || exit 1
  complete_line() { COMP_LINE="$1"; COMP_POINT=${#COMP_LINE}; read -ra COMP_WORDS <<<"$1"
    [[ "$1" == *" " ]] && COMP_WORDS+=("")
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=()
    _lks lks "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"; echo "${COMPREPLY[*]}"; }
  complete_line "lks --vi"; complete_line "lks --view "' _ "$bash_completion" 2>&1)"
if [ "$replies" = $'--view\ncollection table' ]; then
  pass "bash completion: 'lks --vi' completes to --view, 'lks --view ' offers collection table"
else
  fail "bash completion of --vi" "replies: $replies"
fi

# zsh: the script is a #compdef function zsh can read.
zsh_completion="$prefix/share/zsh/site-functions/_lks"
if ! head -n 1 "$zsh_completion" | grep -q '^#compdef lks'; then
  fail "zsh completion" "first line: $(head -n 1 "$zsh_completion")"
elif ! grep -q -- "--view" "$zsh_completion"; then
  fail "zsh completion" "no --view in it"
elif command -v zsh >/dev/null 2>&1; then
  if message="$(zsh -n "$zsh_completion" 2>&1)"; then
    pass "zsh completion: #compdef lks, offers --view, zsh -n reads it"
  else
    fail "zsh completion: zsh -n" "$message"
  fi
else
  pass "zsh completion: #compdef lks, offers --view"
  skip "zsh -n on the zsh completion" "no zsh here"
fi

# fish: the installed script, loaded, completes --vi to --view.
fish_completion="$prefix/share/fish/vendor_completions.d/lks.fish"
if command -v fish >/dev/null 2>&1; then
  replies="$(fish --no-config -c 'source $argv[1]; complete -C"lks --vi"' "$fish_completion" 2>&1 | cut -f1)"
  if [ "$replies" = "--view" ]; then
    pass "fish completion: 'lks --vi' completes to --view"
  else
    fail "fish completion of --vi" "replies: $replies"
  fi
elif grep -q "complete -c 'lks'" "$fish_completion" && grep -q -- "-l 'view'" "$fish_completion"; then
  pass "fish completion: complete -c lks, offers -l view"
  skip "fish's own completion of --vi" "no fish here"
else
  fail "fish completion" "$(head -n 5 "$fish_completion")"
fi

# --- The man page ---------------------------------------------------------------------------------------------------
# Kept in the repository (scripts/man); it must be this binary's page.
if message="$("$root/scripts/man" --check "$1" 2>&1)"; then
  pass "docs/man/lks.1 is the page of this build's declaration (scripts/man --check)"
else
  fail "docs/man/lks.1 is stale" "$message"
fi
# man -l renders the installed page: the options from the declaration, the command language, no warnings. man-db is
# installed with apt-get when missing and we may (as scripts/test does for chromium).
if ! command -v man >/dev/null 2>&1 && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  { [ -n "$(ls /var/lib/apt/lists/*Packages* 2>/dev/null)" ] || apt-get update -qq; } >"$work/apt.log" 2>&1
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends man-db groff-base \
    >>"$work/apt.log" 2>&1 || { echo "could not install man-db with apt-get:"; tail -n 3 "$work/apt.log"; }
fi
if command -v man >/dev/null 2>&1; then
  page="$(MANWIDTH=100 man -l "$prefix/share/man/man1/lks.1" 2>"$work/man.err")"
  missing=()
  for text in "lks test" "--view kind" "COMMAND LANGUAGE" "docs/language.md" "EXIT STATUS" "LKS_HISTORY"; do
    printf '%s\n' "$page" | grep -qF -- "$text" || missing+=("$text")
  done
  if [ ${#missing[@]} -eq 0 ] && [ ! -s "$work/man.err" ] && ! printf '%s\n' "$page" | grep -q "subcommand"; then
    pass "man -l renders the installed page (options, COMMAND LANGUAGE pointing to docs/language.md), no warnings"
  else
    fail "man -l of the installed page" "missing: ${missing[*]:-none}" "warnings: $(cat "$work/man.err")"
  fi
else
  skip "man -l of the installed page" "no man here, and apt-get could not install man-db"
fi

# --- Installing again replaces the files ------------------------------------------------------------------------------
echo "old" >"$prefix/share/zsh/site-functions/_lks"
if "${install[@]}" "$prefix" >"$work/again.log" 2>&1 && head -n 1 "$prefix/share/zsh/site-functions/_lks" | grep -q compdef; then
  pass "installing again replaces the installed files"
else
  fail "installing again" "$(cat "$work/again.log")"
fi

# --- Bad prefixes: a message, exit status 2, nothing made --------------------------------------------------------
bad_prefix() { # NAME PREFIX EXPECTED-MESSAGE [COMMAND-PREFIX...]
  local name="$1" target="$2" expected="$3" status
  shift 3
  local before
  before="$(listing "$work/p")"
  "$@" "${install[@]}" "$target" >"$work/bad.log" 2>&1
  status=$?
  if [ $status -eq 2 ] && grep -q "$expected" "$work/bad.log" && [ "$(listing "$work/p")" = "$before" ]; then
    pass "$name: status 2, says '$expected', nothing made"
  else
    fail "$name (status $status)" "$(cat "$work/bad.log")"
  fi
}
bad_prefix "a prefix under a file" "$prefix/bin/lks/under" "is not a directory"
mkdir -p "$work/p/clash/share/fish/vendor_completions.d/lks.fish"
bad_prefix "a destination that is a directory" "$work/p/clash" "is a directory"
mkdir "$work/p/locked"
chmod 755 "$work/p" "$work/p/locked"
if [ "$(id -u)" != 0 ]; then
  chmod 555 "$work/p/locked"
  bad_prefix "a prefix that is not writable" "$work/p/locked/prefix" "is not writable"
  chmod 755 "$work/p/locked"
elif command -v setpriv >/dev/null 2>&1 && setpriv --reuid=65534 --regid=65534 --clear-groups true 2>/dev/null &&
  setpriv --reuid=65534 --regid=65534 --clear-groups test -x "$root/scripts/install"; then
  bad_prefix "a prefix that is not writable (as nobody)" "$work/p/locked/prefix" "is not writable" \
    setpriv --reuid=65534 --regid=65534 --clear-groups
else
  skip "a prefix that is not writable" "root, and no setpriv to drop to nobody"
fi

# --- Failures that need a private mount namespace (root): a full disk half-way, no readline header ----------------
if [ "$(id -u)" = 0 ] && command -v unshare >/dev/null 2>&1 && unshare -m true 2>/dev/null; then
  # A 256 KiB file system: the man page and completions fit, the binary (copied last) does not.
  mkdir "$work/full"
  status=0
  unshare -m bash -c 'mount -t tmpfs -o size=256k tmpfs "$0" && "$@" "$0/prefix" && exit 0
    status=$?; find "$0" -mindepth 1 >"$0.left"; exit $status' "$work/full" "${install[@]}" >"$work/full.log" 2>&1 ||
    status=$?
  if [ $status -eq 1 ] && grep -q "Nothing was installed" "$work/full.log" && [ ! -s "$work/full.left" ]; then
    pass "a disk that fills half-way: status 1, the files already copied and the directories made are removed"
  else
    fail "a disk that fills half-way (status $status)" "$(cat "$work/full.log")" "left: $(cat "$work/full.left" 2>/dev/null)"
  fi
  rm -f "$work/full.left"
  rmdir "$work/full"

  # No readline header: an empty directory over /usr/include/readline. The check runs before the build, so this
  # costs no build; a bounded wait in case it did not.
  if [ -d /usr/include/readline ]; then
    mkdir "$work/empty"
    status=0
    timeout 120 unshare -m bash -c 'mount --bind "$1" /usr/include/readline && "$2" "$3"' _ "$work/empty" \
      "$root/scripts/install" "$work/no-readline" >"$work/readline.log" 2>&1 || status=$?
    if [ $status -eq 1 ] && grep -q "GNU readline's headers are missing.*libreadline-dev" "$work/readline.log" &&
      [ ! -e "$work/no-readline" ]; then
      pass "no readline header: status 1, '$(grep -o "GNU readline's headers are missing[^:]*" "$work/readline.log")…', nothing made"
    else
      fail "no readline header (status $status)" "$(tail -n 5 "$work/readline.log")"
    fi
    rmdir "$work/empty"
  else
    skip "no readline header" "the headers are not in /usr/include/readline here"
  fi
else
  skip "a disk that fills half-way, no readline header" "they need root and a private mount namespace"
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
