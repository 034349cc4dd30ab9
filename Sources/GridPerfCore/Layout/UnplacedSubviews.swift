/// A layout that places the subviews its `placeSubviews` left unplaced as SwiftUI does — at the
/// centre of its bounds, sized for the container's proposal (Apple's documentation of
/// `LayoutSubview.place(at:anchor:proposal:)`) — and says how many it placed so in its last pass,
/// so that `gridperf check` can still name what the layout's own code left out. SwiftUI's
/// `Layout`s, through their adapter, are such layouts.
public protocol PlacesUnplacedSubviews {
    /// Subviews the last `placeSubviews` left unplaced (each then centred), and the first of
    /// them; nil when it placed them all. O(1).
    var unplacedInLastPass: (count: Int, first: Int)? { get }
}

extension Rect {
    /// The frame a subview is given before a pass to find whether the pass placed it: no
    /// placement writes it (a frame of infinite origin). `gridperf check` and SwiftUI layouts'
    /// adapter mark frames with it.
    @inlinable public static var unplaced: Rect { Rect(x: -.infinity, y: -.infinity, width: 0, height: 0) }
}
