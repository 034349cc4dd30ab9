#!/usr/bin/env bash
# record-history.sh REPORT [REMOTE] [BRANCH]: records a run in the history kept in the
# repository itself, on a branch of its own (default gridperf-history, on REMOTE, default
# origin): the report as `gridperf history export` writes it (statistics and 21 quantiles per
# metric, one case per line) in runs/<run-id>.json, one commit per run.
#
# Runs recorded at once never lose each other: every run has its own file, and a push that is
# rejected because another run landed first is redone on top of it (fetch, reset, add the file
# again, commit, push), up to 10 times with a growing random pause. Needs GRIDPERF (default
# .build/release/gridperf) and git with push rights on REMOTE.
set -euo pipefail
report=${1:?usage: record-history.sh REPORT [REMOTE] [BRANCH]}
remote=${2:-origin}
branch=${3:-gridperf-history}
GRIDPERF=${GRIDPERF:-.build/release/gridperf}
url=$(git remote get-url "$remote" 2>/dev/null || echo "$remote")
# The checkout's credentials (actions/checkout keeps its token as an http extraheader).
auth=$(git config --get-regexp '^http\..*\.extraheader$' 2>/dev/null || true)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$GRIDPERF" history export "$report" --output "$work/export" > /dev/null
file=$(ls "$work/export")
git init -q "$work/history"
cd "$work/history"
git config user.name "${GIT_AUTHOR_NAME:-gridperf history}"
git config user.email "${GIT_AUTHOR_EMAIL:-gridperf-history@users.noreply.github.com}"
git remote add origin "$url"
if [ -n "$auth" ]; then while read -r key value; do git config "$key" "$value"; done <<<"$auth"; fi

for attempt in 1 2 3 4 5 6 7 8 9 10; do
    if git fetch -q --depth 1 origin "refs/heads/$branch" 2>/dev/null; then
        git checkout -q -B "$branch" FETCH_HEAD
    else
        # The first run: the branch starts with nothing but a README.
        git checkout -q --orphan "$branch"
        git rm -rq --cached . 2>/dev/null || true
        printf '# gridperf history\n\nOne compact report per CI run on main (runs/<run-id>.json, written by `gridperf history export`).\n`gridperf history import runs/` builds the SQLite history; `gridperf history --format html --output site/` the dashboard.\n' > README.md
        git add README.md
    fi
    mkdir -p runs
    cp "$work/export/$file" "runs/$file"
    git add "runs/$file"
    if git diff --cached --quiet; then echo "history: runs/$file is already on $branch"; exit 0; fi
    git commit -q -m "Record ${file%.json}"
    if git push -q origin "HEAD:refs/heads/$branch" 2>"$work/push.err"; then
        echo "history: runs/$file recorded on $branch ($(git ls-tree --name-only HEAD runs/ | wc -l) runs)"
        exit 0
    fi
    echo "history: push rejected (attempt $attempt: another run landed first?); retrying on top of it" >&2
    sleep "$(awk -v a="$attempt" 'BEGIN { srand(); printf "%.2f", a * 0.5 * rand() + 0.2 }')"
done
echo "history: could not push runs/$file to $branch after 10 attempts:" >&2
cat "$work/push.err" >&2
exit 1
