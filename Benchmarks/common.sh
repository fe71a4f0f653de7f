# Sourced by the benchmark scripts, from the repository's root, for the steps each takes before
# its Python half measures.

# needs HINT TOOL...: each TOOL is a command on PATH (or, given as a path, an executable there);
# else says which are wanted and how to get them (HINT) on stderr and exits 69 (EX_UNAVAILABLE).
needs() {
    local hint="$1" tool wanted=() missing=0
    shift
    for tool in "$@"; do
        wanted+=("$tool")
        if [[ $tool == /* ]]; then [ -x "$tool" ] || missing=1; else command -v "$tool" >/dev/null || missing=1; fi
    done
    [ "$missing" = 0 ] && return
    local list="${wanted[*]}"
    if [ "${#wanted[@]}" -gt 1 ]; then list="${wanted[*]:0:${#wanted[@]}-1}"; list="${list// /, } and ${wanted[-1]}"; fi
    echo "$(basename "$0"): needs $list ($hint)" >&2
    exit 69
}

# measure_with SCRIPT ARGS...: builds `repos` as it ships and the fixture server (Benchmarks/build.sh),
# then becomes Benchmarks/SCRIPT run with them and ARGS.
measure_with() {
    local script="$1"
    shift
    source Benchmarks/build.sh
    exec python3 "Benchmarks/$script" --bin "$bin" --repos "$repos" "$@"
}
