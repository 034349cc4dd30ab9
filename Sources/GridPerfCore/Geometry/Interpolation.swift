extension Size {
    /// The size `progress` of the way from this one to `other` (0 this, 1 `other`), each
    /// dimension `a + (b − a) × progress`: where an animation shows a size between two layouts.
    /// O(1).
    @inlinable
    public func interpolated(to other: Size, progress: Double) -> Size {
        Size(width: width + (other.width - width) * progress, height: height + (other.height - height) * progress)
    }
}

extension Rect {
    /// The frame `progress` of the way from this one to `other` (0 this, 1 `other`), origin and
    /// size moved as ``Size/interpolated(to:progress:)`` moves a size: where a view that glides
    /// between two layouts is shown at a frame of the animation. O(1).
    @inlinable
    public func interpolated(to other: Rect, progress: Double) -> Rect {
        Rect(
            x: minX + (other.minX - minX) * progress, y: minY + (other.minY - minY) * progress,
            width: width + (other.width - width) * progress, height: height + (other.height - height) * progress)
    }
}
