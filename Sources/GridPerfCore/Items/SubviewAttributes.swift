/// What a subview answers besides its size, as SwiftUI's proxies do: its preferred spacing on each
/// edge, its layout priority and its layout values (SwiftUI's `LayoutValueKey`s, by key name).
///
/// Attributes are per item and optional: a storage without them (every benchmark by default)
/// answers the documented defaults (docs/SPEC-FORMAT.md) without touching memory per item.
/// Built layouts do not read them; the SwiftUI layer (`import SwiftUI`) does.
public struct SubviewAttributes: Sendable, Equatable {
    /// The space a view prefers between itself and a neighbour on each edge.
    public struct EdgeSpacing: Hashable, Sendable {
        public var top: Double
        public var leading: Double
        public var bottom: Double
        public var trailing: Double

        @inlinable
        public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
            self.top = top
            self.leading = leading
            self.bottom = bottom
            self.trailing = trailing
        }

        /// The same preference on every edge.
        @inlinable
        public init(all value: Double) { self.init(top: value, leading: value, bottom: value, trailing: value) }

        /// What an item without a `spacing` field prefers: 8 points on every edge, the spacing
        /// commonly measured between two plain views in a SwiftUI stack on iOS. An inlinable
        /// value, not a stored `static let`, so that a proxy's read calls no global accessor
        /// (docs/PERFORMANCE.md#proposal-constants has the same reason for proposals).
        @inlinable public static var standard: EdgeSpacing { EdgeSpacing(all: 8) }

        /// No preference of its own (a colour's, a shape's): −∞ on every edge, so that a
        /// neighbour's preference wins (`max`), and two views without one get ``standard``'s
        /// distance (SwiftUI's `ViewSpacing.distance`, docs/SPEC-FORMAT.md).
        @inlinable public static var noPreference: EdgeSpacing { EdgeSpacing(all: -.infinity) }
    }

    /// Per-item spacing preferences; `nil` when every item has ``EdgeSpacing/standard``.
    public var spacing: [EdgeSpacing]?
    /// Per-item layout priorities; `nil` when every item has priority 0 (SwiftUI's default).
    public var priority: [Double]?
    /// Layout values by key name (the `LayoutValueKey` type's name), one entry per item:
    /// `nil` where that item does not set the key (it reads the key's default).
    public var values: [String: [JSONValue?]]
    /// Per-item explicit alignment guides (`alignmentGuide` modifiers); `nil` when no item sets
    /// one, and `nil` for an item that sets none.
    public var guides: [[AlignmentGuideValue]?]?

    public init(
        spacing: [EdgeSpacing]? = nil, priority: [Double]? = nil, values: [String: [JSONValue?]] = [:],
        guides: [[AlignmentGuideValue]?]? = nil
    ) {
        self.spacing = spacing
        self.priority = priority
        self.values = values
        self.guides = guides
    }

    /// True when every item answers the defaults.
    public var isEmpty: Bool { spacing == nil && priority == nil && values.isEmpty && guides == nil }

    /// Whether no item states a layout priority or an explicit alignment guide, nor (when
    /// `readingSpacing`) a spacing preference: all a stack reads of its subviews besides their
    /// sizes (docs/PERFORMANCE.md#plain-stacks). O(1).
    package func statesNoPriorityOrGuide(readingSpacing: Bool) -> Bool {
        priority == nil && guides == nil && (!readingSpacing || spacing == nil)
    }

    /// The spacing preferences of item `index`. O(1).
    @inlinable
    public func spacing(at index: Int) -> EdgeSpacing { spacing?[index] ?? .standard }

    /// The layout priority of item `index`. O(1).
    @inlinable
    public func priority(at index: Int) -> Double { priority?[index] ?? 0 }
}

/// A storage's attributes, by reference: layouts read them through their subviews without
/// copying the arrays.
public final class SubviewAttributeTable {
    public let attributes: SubviewAttributes

    public init(_ attributes: SubviewAttributes) { self.attributes = attributes }
}
