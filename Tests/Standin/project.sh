# Sourced by the stand-in scripts: a small project that uses gridperf the way an iOS team
# would (its own SwiftUI layout in Layouts/Rows.swift, its suite in Benchmarks/ci.json), in a
# git repository whose origin is a bare repository standing in for GitHub.
#
# write_layout SPACING SLOW COMMENT: writes Layouts/Rows.swift. SPACING changes the frames;
# SLOW=1 adds a CPU-only slowdown (a checksum per subview in `slowChecksum`, same frames, no
# allocation); COMMENT changes a comment only.

write_layout() {
    local spacing=$1 slow=$2 comment=$3
    mkdir -p Layouts
    {
        echo "import SwiftUI"
        echo ""
        echo "/// Rows of equal square cells, the stand-in project's own layout. $comment"
        cat <<SWIFT
struct Rows: Layout {
    var columns = 4
    var spacing: CGFloat = $spacing

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? 390
        let cell = (width - spacing * CGFloat(columns - 1)) / CGFloat(columns)
        let rows = (subviews.count + columns - 1) / columns
        return CGSize(width: width, height: rows == 0 ? 0 : CGFloat(rows) * (cell + spacing) - spacing)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let cell = (bounds.width - spacing * CGFloat(columns - 1)) / CGFloat(columns)
        var check = 0.0
        for index in subviews.indices {
            let x = bounds.minX + CGFloat(index % columns) * (cell + spacing)
            let y = bounds.minY + CGFloat(index / columns) * (cell + spacing)
            check += Double(index & 1)
SWIFT
        if [ "$slow" = 1 ]; then echo "            check += slowChecksum(x, y)"; fi
        cat <<SWIFT
            subviews[index].place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: ProposedViewSize(width: cell, height: cell))
        }
        if check < 0 { print("unreachable") }
    }
}
SWIFT
        if [ "$slow" = 1 ]; then cat <<SWIFT

@inline(never) func slowChecksum(_ x: CGFloat, _ y: CGFloat) -> Double {
    var h = Double(x) * 31 + Double(y)
    for k in 0..<4 { h = h * 1.000001 + Double(k) }
    return h
}
SWIFT
        fi
    } > Layouts/Rows.swift
}

# The suite takes 120 passes a case in 12 rounds: this machine's speed switches between two
# states about 2× apart for milliseconds at a time, and 12 passes in 3 rounds (what it took
# before) drew one state or the other for a whole run, so a run's time was a coin toss between
# them (±44% learned noise); 120 passes spread over 12 rounds give each run a mix (±10%)
# (docs/PERFORMANCE.md "Time change points").
write_suite() {
    mkdir -p Benchmarks
    cat > Benchmarks/ci.json <<'JSON'
{
  "name": "standin",
  "source": "../Layouts/Rows.swift",
  "options": {"iterations": 120, "rounds": 12, "warmup": 2, "maxTime": 2, "instructions": true},
  "matrix": [{"layout": "Rows", "items": [1000, 4000, 16000]}]
}
JSON
}

# new_project DIR: DIR/origin.git (bare) and DIR/work (a clone with one commit on main).
new_project() {
    local dir=$1
    rm -rf "$dir" && mkdir -p "$dir"
    git init -q --bare -b main "$dir/origin.git"
    git clone -q "$dir/origin.git" "$dir/work" 2>/dev/null
    (
        cd "$dir/work"
        git config user.email standin@example.com
        git config user.name "Stand-in"
        printf '.build*/\nreports/\n' > .gitignore
        write_suite
        write_layout 8 0 ""
        git add -A && git commit -q -m "Rows layout and its suite"
        git push -q origin main
    )
}
