// A helper file that gets CGFloat from `import CoreFoundation` alone, as it may on Apple's
// platforms (on Linux CGFloat is Foundation's; `--source` compiles every file seeing Foundation).

import CoreFoundation

/// The larger of `value` and `minimum`.
func atLeast(_ value: CGFloat, _ minimum: CGFloat) -> CGFloat {
    value < minimum ? minimum : value
}
