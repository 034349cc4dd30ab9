import CoreGraphics
import GridPerfCore

/// A 2D shape, as SwiftUI's `Shape`: as a view it takes what it is proposed (10 × 10 where
/// unspecified) and states no spacing preference (docs/SPEC-FORMAT.md). A shape of the user's
/// own (`path(in:)`) is laid out so too; its path is never drawn.
///
/// Laid out as in SwiftUI.
public protocol Shape: View, Sendable {
    /// `Shape`'s `path(in:)`. Laid out as in SwiftUI.
    func path(in rect: CGRect) -> Path
}

/// The scene-format name of a shape (`rectangle`, `circle`…).
protocol NamedShape {
    static var sceneName: String { get }
    var sceneFields: [String: JSONValue] { get }
}

extension Shape {
    /// `Shape`'s `body`. Laid out as in SwiftUI.
    public var body: _ShapeView<Self> { _ShapeView(shape: self) }

    /// `Shape`'s `fill(_:style:)`. Laid out as in SwiftUI.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self)
    }
    /// `Shape`'s `fill(style:)`. Laid out as in SwiftUI.
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self> { _ShapeView(shape: self) }
    /// `Shape`'s `stroke(_:lineWidth:)`. Laid out as in SwiftUI.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self)
    }
    /// `Shape`'s `stroke(_:style:)`. Laid out as in SwiftUI.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self> { _ShapeView(shape: self) }
    /// The shape's outline, itself a shape since iOS 17 (`.stroke().stroke(style: …)`, Apple's
    /// documentation of `Shape.stroke(lineWidth:antialiased:)`: "-> some Shape"): laid out as the shape.
    ///
    /// Laid out as in SwiftUI: a stroked shape takes the frame the shape takes (the stroke is not drawn).
    public func stroke(lineWidth: CGFloat = 1, antialiased: Bool = true) -> Self { self }
    /// ``stroke(lineWidth:antialiased:)`` with a style.
    ///
    /// Laid out as in SwiftUI: a stroked shape takes the frame the shape takes (the stroke is not drawn).
    public func stroke(style: StrokeStyle, antialiased: Bool = true) -> Self { self }
    /// `Shape`'s `strokeBorder(_:lineWidth:)`. Laid out as in SwiftUI.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self)
    }
    /// `Shape`'s `strokeBorder(lineWidth:)`. Laid out as in SwiftUI.
    public func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView<Self> { _ShapeView(shape: self) }
}

/// A shape that can be inset, as SwiftUI's `InsettableShape` (what `strokeBorder` asks of a
/// shape of the user's own): laid out as any shape.
///
/// Laid out as in SwiftUI.
public protocol InsettableShape: Shape {
    /// `InsettableShape`'s `InsetShape` type. Laid out as in SwiftUI.
    associatedtype InsetShape: InsettableShape
    /// `InsettableShape`'s `inset(by:)`. Laid out as in SwiftUI.
    func inset(by amount: CGFloat) -> InsetShape
}

/// A path is a shape, as SwiftUI's (`Path { … }.stroke(.blue)`): laid out by what it is proposed.
extension Path: Shape {
    /// `Path`'s `path(in:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func path(in rect: CGRect) -> Path { self }
}

/// A shape drawn as a view (its `fill` or `stroke`).
public struct _ShapeView<S: Shape>: View, _PrimitiveView {
    public typealias Body = Never
    let shape: S

    /// A filled shape stroked too (`.fill(.blue).stroke(.white)`, iOS 17): the same frame.
    public func stroke<T: ShapeStyle>(_ content: T, lineWidth: CGFloat = 1, antialiased: Bool = true) -> Self { self }
    public func stroke<T: ShapeStyle>(_ content: T, style: StrokeStyle, antialiased: Bool = true) -> Self { self }
    public func fill<T: ShapeStyle>(_ content: T, style: FillStyle = FillStyle()) -> Self { self }

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] {
        guard let named = shape as? any NamedShape else { return [.view(["rectangle": .object([:])])] }
        return [.view([type(of: named).sceneName: .object(named.sceneFields)])]
    }
}

/// SwiftUI's `FillStyle`. Not drawn: compiles, and changes no layout.
public struct FillStyle: Sendable {
    /// Makes a `FillStyle`. Not drawn: compiles, and changes no layout.
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

/// SwiftUI's `StrokeStyle`. Not drawn: compiles, and changes no layout.
public struct StrokeStyle: Sendable {
    /// Makes a `StrokeStyle`. Not drawn: compiles, and changes no layout.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {}
}

/// How a stroke's ends are drawn (Core Graphics' `CGLineCap`): compiles, nothing is drawn.
///
/// Laid out as in SwiftUI.
public enum CGLineCap: Int32, Sendable {
    /// A case of `CGLineCap`. Laid out as in SwiftUI.
    case butt, round, square
}
/// How a stroke's joins are drawn (`CGLineJoin`).
///
/// Laid out as in SwiftUI.
public enum CGLineJoin: Int32, Sendable {
    /// A case of `CGLineJoin`. Laid out as in SwiftUI.
    case miter, round, bevel
}

/// SwiftUI's `RoundedCornerStyle`. Not drawn: compiles, and changes no layout.
public enum RoundedCornerStyle: Sendable {
    /// A case of `RoundedCornerStyle`. Not drawn: compiles, and changes no layout.
    case circular, continuous
}

/// Every shape of SwiftUI's is insettable; an inset shape (`Circle().inset(by: 10)`) takes the
/// frame it is proposed as the shape does (the inset moves its path, which gridperf does not draw).
extension Rectangle: InsettableShape {
    /// The shape inset by `amount` on every edge. Laid out as in SwiftUI: an inset shape takes the
    /// frame it is proposed, as the shape does (the inset moves its path, which gridperf does not draw).
    public func inset(by amount: CGFloat) -> Rectangle { self }
}
extension RoundedRectangle: InsettableShape {
    /// The shape inset by `amount` on every edge. Laid out as in SwiftUI: an inset shape takes the
    /// frame it is proposed, as the shape does (the inset moves its path, which gridperf does not draw).
    public func inset(by amount: CGFloat) -> RoundedRectangle { self }
}
extension UnevenRoundedRectangle: InsettableShape {
    /// The shape inset by `amount` on every edge. Laid out as in SwiftUI: an inset shape takes the
    /// frame it is proposed, as the shape does (the inset moves its path, which gridperf does not draw).
    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle { self }
}
extension Capsule: InsettableShape {
    /// The shape inset by `amount` on every edge. Laid out as in SwiftUI: an inset shape takes the
    /// frame it is proposed, as the shape does (the inset moves its path, which gridperf does not draw).
    public func inset(by amount: CGFloat) -> Capsule { self }
}
extension Circle: InsettableShape {
    /// The shape inset by `amount` on every edge. Laid out as in SwiftUI: an inset shape takes the
    /// frame it is proposed, as the shape does (the inset moves its path, which gridperf does not draw).
    public func inset(by amount: CGFloat) -> Circle { self }
}
extension Ellipse: InsettableShape {
    /// The shape inset by `amount` on every edge. Laid out as in SwiftUI: an inset shape takes the
    /// frame it is proposed, as the shape does (the inset moves its path, which gridperf does not draw).
    public func inset(by amount: CGFloat) -> Ellipse { self }
}

/// SwiftUI's `Rectangle`: as a view it takes what it is proposed. Laid out as in SwiftUI; not filled.
public struct Rectangle: Shape, NamedShape {
    /// Makes a `Rectangle`. Laid out as in SwiftUI.
    public init() {}
    /// `Rectangle`'s `path(in:)`. Laid out as in SwiftUI.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    static var sceneName: String { "rectangle" }
    var sceneFields: [String: JSONValue] { [:] }
}

/// SwiftUI's `RoundedRectangle`: as a view it takes what it is proposed. Laid out as in SwiftUI; its corners are not
/// drawn.
public struct RoundedRectangle: Shape, NamedShape {
    /// `RoundedRectangle`'s `cornerSize`. Laid out as in SwiftUI.
    public var cornerSize: CGSize
    /// Makes a `RoundedRectangle`. Laid out as in SwiftUI.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    }
    /// Makes a `RoundedRectangle`. Laid out as in SwiftUI.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { self.cornerSize = cornerSize }
    /// `RoundedRectangle`'s `path(in:)`. Laid out as in SwiftUI.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    static var sceneName: String { "roundedRectangle" }
    var sceneFields: [String: JSONValue] { ["cornerRadius": .number(Double(cornerSize.width))] }
}

/// The radii of a rectangle's four corners (iOS 17), as SwiftUI's `RectangleCornerRadii`.
///
/// Laid out as in SwiftUI.
public struct RectangleCornerRadii: Equatable, Sendable {
    /// `RectangleCornerRadii`'s `topLeading`. Laid out as in SwiftUI.
    public var topLeading: CGFloat, bottomLeading: CGFloat, bottomTrailing: CGFloat, topTrailing: CGFloat
    /// Makes a `RectangleCornerRadii`. Laid out as in SwiftUI.
    public init(
        topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
    ) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose corners have their own radii (iOS 17): laid out as any shape (what it is
/// proposed), drawn as a rectangle.
///
/// Laid out as in SwiftUI.
public struct UnevenRoundedRectangle: Shape, NamedShape {
    /// `UnevenRoundedRectangle`'s `cornerRadii`. Laid out as in SwiftUI.
    public var cornerRadii: RectangleCornerRadii
    /// Makes an `UnevenRoundedRectangle`. Laid out as in SwiftUI.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
    }
    /// Makes an `UnevenRoundedRectangle`. Laid out as in SwiftUI.
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        cornerRadii = RectangleCornerRadii(
            topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
            topTrailing: topTrailingRadius)
    }
    /// `UnevenRoundedRectangle`'s `path(in:)`. Laid out as in SwiftUI.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    static var sceneName: String { "rectangle" }
    var sceneFields: [String: JSONValue] { [:] }
}

/// SwiftUI's `Capsule`: as a view it takes what it is proposed. Laid out as in SwiftUI; not drawn.
public struct Capsule: Shape, NamedShape {
    /// Makes a `Capsule`. Laid out as in SwiftUI.
    public init(style: RoundedCornerStyle = .continuous) {}
    /// `Capsule`'s `path(in:)`. Laid out as in SwiftUI.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    static var sceneName: String { "capsule" }
    var sceneFields: [String: JSONValue] { [:] }
}

/// SwiftUI's `Circle`: as a view it takes what it is proposed. Laid out as in SwiftUI; not drawn.
public struct Circle: Shape, NamedShape {
    /// Makes a `Circle`. Laid out as in SwiftUI.
    public init() {}
    /// `Circle`'s `path(in:)`. Laid out as in SwiftUI.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    static var sceneName: String { "circle" }
    var sceneFields: [String: JSONValue] { [:] }
}

/// SwiftUI's `Ellipse`: as a view it takes what it is proposed. Laid out as in SwiftUI.
public struct Ellipse: Shape, NamedShape {
    /// Makes an `Ellipse`. Laid out as in SwiftUI.
    public init() {}
    /// `Ellipse`'s `path(in:)`. Laid out as in SwiftUI.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    static var sceneName: String { "circle" }
    var sceneFields: [String: JSONValue] { [:] }
}

/// SwiftUI's `Path`, so that a custom `Shape` compiles: it records nothing (gridperf draws no
/// paths; a shape is laid out by what it is proposed).
///
/// Laid out as in SwiftUI.
public struct Path: Sendable {
    /// Makes a `Path`. Laid out as in SwiftUI.
    public init() {}
    /// Makes a `Path`. Laid out as in SwiftUI.
    public init(_ rect: CGRect) {}
    /// Makes a `Path`. Laid out as in SwiftUI.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    /// Makes a `Path`. Laid out as in SwiftUI.
    public init(ellipseIn rect: CGRect) {}
    /// A Core Graphics path (`UIBezierPath.cgPath`): shapes are laid out, not drawn.
    ///
    /// Laid out as in SwiftUI.
    public init(_ path: CGPath) {}
    /// `Path`'s `cgPath`. Laid out as in SwiftUI.
    public var cgPath: CGPath { CGPath() }
    /// Makes a `Path`. Laid out as in SwiftUI.
    public init(_ callback: (inout Path) -> Void) { callback(&self) }
    /// `Path`'s `move(to:)`. Laid out as in SwiftUI.
    public mutating func move(to point: CGPoint) {}
    /// `Path`'s `addLine(to:)`. Laid out as in SwiftUI.
    public mutating func addLine(to point: CGPoint) {}
    /// `Path`'s `addLines(_:)`. Laid out as in SwiftUI.
    public mutating func addLines(_ points: [CGPoint]) {}
    /// `Path`'s `addRect(_:)`. Laid out as in SwiftUI.
    public mutating func addRect(_ rect: CGRect) {}
    /// `Path`'s `addRoundedRect(in:cornerSize:style:)`. Laid out as in SwiftUI.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {}
    /// `Path`'s `addEllipse(in:)`. Laid out as in SwiftUI.
    public mutating func addEllipse(in rect: CGRect) {}
    /// `Path`'s `addQuadCurve(to:control:)`. Laid out as in SwiftUI.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {}
    /// `Path`'s `addCurve(to:control1:control2:)`. Laid out as in SwiftUI.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {}
    /// `Path`'s `addArc(center:radius:startAngle:endAngle:clockwise:)`. Laid out as in SwiftUI.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
    ) {}
    /// `Path`'s `addArc(center:radius:startAngle:endAngle:clockwise:transform:)`. Laid out as in SwiftUI.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform
    ) {}
    /// `Path`'s `addArc(tangent1End:tangent2End:radius:)`. Laid out as in SwiftUI.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {}
    /// `Path`'s `addArc(tangent1End:tangent2End:radius:transform:)`. Laid out as in SwiftUI.
    public mutating func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform
    ) {}
    /// `Path`'s `addRelativeArc(center:radius:startAngle:delta:)`. Laid out as in SwiftUI.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle) {}
    /// `Path`'s `addPath(_:transform:)`. Laid out as in SwiftUI.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {}
    /// `Path`'s `addRects(_:)`. Laid out as in SwiftUI.
    public mutating func addRects(_ rects: [CGRect]) {}
    /// `Path`'s `closeSubpath()`. Laid out as in SwiftUI.
    public mutating func closeSubpath() {}
    /// The path transformed (`petal.applying(rotation)`): holds nothing, as every path here.
    ///
    /// Not drawn: returns the path unchanged (gridperf draws no path).
    public func applying(_ transform: CGAffineTransform) -> Path { self }
    /// `Path`'s `offsetBy(dx:dy:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { self }
}

/// Flexible space along its stack's axis, as SwiftUI's `Spacer` (docs/SPEC-FORMAT.md).
///
/// Laid out as in SwiftUI.
public struct Spacer: View, _PrimitiveView {
    /// `Spacer`'s `Body` type. Laid out as in SwiftUI.
    public typealias Body = Never
    /// The least length the spacer takes along its stack's axis (`nil`: 8, SwiftUI's default spacing). Laid out as in
    /// SwiftUI.
    public var minLength: CGFloat?
    /// Space that grows along its stack's axis to take what the other views leave, at least `minLength`; it prefers no
    /// spacing of its own. Laid out as in SwiftUI.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] {
        [.view(["spacer": .object(minLength.map { ["minLength": .number(Double($0))] } ?? [:])])]
    }
}

/// A line across its stack, as SwiftUI's `Divider` (docs/SPEC-FORMAT.md).
///
/// Laid out as in SwiftUI.
public struct Divider: View, _PrimitiveView {
    /// `Divider`'s `Body` type. Laid out as in SwiftUI.
    public typealias Body = Never
    /// A line across its stack: as long as the stack is wide (or tall), 1 point thick. Laid out as in SwiftUI.
    public init() {}
    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { [.view(["divider": .object([:])])] }
}
