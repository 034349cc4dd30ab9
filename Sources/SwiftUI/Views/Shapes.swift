import CoreGraphics
import GridPerfCore

/// A 2D shape, as SwiftUI's `Shape`: as a view it takes what it is proposed (10 × 10 where
/// unspecified) and states no spacing preference (docs/SPEC-FORMAT.md). A shape of the user's
/// own (`path(in:)`) is laid out so too; its path is never drawn.
public protocol Shape: View, Sendable {
    func path(in rect: CGRect) -> Path
}

/// The scene-format name of a shape (`rectangle`, `circle`…).
protocol NamedShape {
    static var sceneName: String { get }
    var sceneFields: [String: JSONValue] { get }
}

extension Shape {
    public var body: _ShapeView<Self> { _ShapeView(shape: self) }

    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self)
    }
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self> { _ShapeView(shape: self) }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self)
    }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self> { _ShapeView(shape: self) }
    /// The shape's outline, itself a shape since iOS 17 (`.stroke().stroke(style: …)`, Apple's
    /// documentation of `Shape.stroke(lineWidth:antialiased:)`: "-> some Shape"): laid out as the shape.
    public func stroke(lineWidth: CGFloat = 1, antialiased: Bool = true) -> Self { self }
    /// ``stroke(lineWidth:antialiased:)`` with a style.
    public func stroke(style: StrokeStyle, antialiased: Bool = true) -> Self { self }
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self)
    }
    public func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView<Self> { _ShapeView(shape: self) }
}

/// A shape that can be inset, as SwiftUI's `InsettableShape` (what `strokeBorder` asks of a
/// shape of the user's own): laid out as any shape.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

/// A path is a shape, as SwiftUI's (`Path { … }.stroke(.blue)`): laid out by what it is proposed.
extension Path: Shape {
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

public struct FillStyle: Sendable {
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

public struct StrokeStyle: Sendable {
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {}
}

/// How a stroke's ends are drawn (Core Graphics' `CGLineCap`): compiles, nothing is drawn.
public enum CGLineCap: Int32, Sendable { case butt, round, square }
/// How a stroke's joins are drawn (`CGLineJoin`).
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

public enum RoundedCornerStyle: Sendable { case circular, continuous }

/// Every shape of SwiftUI's is insettable; an inset shape (`Circle().inset(by: 10)`) takes the
/// frame it is proposed as the shape does (the inset moves its path, which gridperf does not draw).
extension Rectangle: InsettableShape { public func inset(by amount: CGFloat) -> Rectangle { self } }
extension RoundedRectangle: InsettableShape { public func inset(by amount: CGFloat) -> RoundedRectangle { self } }
extension UnevenRoundedRectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle { self }
}
extension Capsule: InsettableShape { public func inset(by amount: CGFloat) -> Capsule { self } }
extension Circle: InsettableShape { public func inset(by amount: CGFloat) -> Circle { self } }
extension Ellipse: InsettableShape { public func inset(by amount: CGFloat) -> Ellipse { self } }

public struct Rectangle: Shape, NamedShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    static var sceneName: String { "rectangle" }
    var sceneFields: [String: JSONValue] { [:] }
}

public struct RoundedRectangle: Shape, NamedShape {
    public var cornerSize: CGSize
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { self.cornerSize = cornerSize }
    public func path(in rect: CGRect) -> Path { Path(rect) }
    static var sceneName: String { "roundedRectangle" }
    var sceneFields: [String: JSONValue] { ["cornerRadius": .number(Double(cornerSize.width))] }
}

/// The radii of a rectangle's four corners (iOS 17), as SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Equatable, Sendable {
    public var topLeading: CGFloat, bottomLeading: CGFloat, bottomTrailing: CGFloat, topTrailing: CGFloat
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
public struct UnevenRoundedRectangle: Shape, NamedShape {
    public var cornerRadii: RectangleCornerRadii
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
    }
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        cornerRadii = RectangleCornerRadii(
            topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
            topTrailing: topTrailingRadius)
    }
    public func path(in rect: CGRect) -> Path { Path(rect) }
    static var sceneName: String { "rectangle" }
    var sceneFields: [String: JSONValue] { [:] }
}

public struct Capsule: Shape, NamedShape {
    public init(style: RoundedCornerStyle = .continuous) {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    static var sceneName: String { "capsule" }
    var sceneFields: [String: JSONValue] { [:] }
}

public struct Circle: Shape, NamedShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    static var sceneName: String { "circle" }
    var sceneFields: [String: JSONValue] { [:] }
}

public struct Ellipse: Shape, NamedShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    static var sceneName: String { "circle" }
    var sceneFields: [String: JSONValue] { [:] }
}

/// SwiftUI's `Path`, so that a custom `Shape` compiles: it records nothing (gridperf draws no
/// paths; a shape is laid out by what it is proposed).
public struct Path: Sendable {
    public init() {}
    public init(_ rect: CGRect) {}
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    public init(ellipseIn rect: CGRect) {}
    /// A Core Graphics path (`UIBezierPath.cgPath`): shapes are laid out, not drawn.
    public init(_ path: CGPath) {}
    public var cgPath: CGPath { CGPath() }
    public init(_ callback: (inout Path) -> Void) { callback(&self) }
    public mutating func move(to point: CGPoint) {}
    public mutating func addLine(to point: CGPoint) {}
    public mutating func addLines(_ points: [CGPoint]) {}
    public mutating func addRect(_ rect: CGRect) {}
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {}
    public mutating func addEllipse(in rect: CGRect) {}
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {}
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {}
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
    ) {}
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform
    ) {}
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {}
    public mutating func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform
    ) {}
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle) {}
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {}
    public mutating func addRects(_ rects: [CGRect]) {}
    public mutating func closeSubpath() {}
    /// The path transformed (`petal.applying(rotation)`): holds nothing, as every path here.
    public func applying(_ transform: CGAffineTransform) -> Path { self }
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { self }
}

/// Flexible space along its stack's axis, as SwiftUI's `Spacer` (docs/SPEC-FORMAT.md).
public struct Spacer: View, _PrimitiveView {
    public typealias Body = Never
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] {
        [.view(["spacer": .object(minLength.map { ["minLength": .number(Double($0))] } ?? [:])])]
    }
}

/// A line across its stack, as SwiftUI's `Divider` (docs/SPEC-FORMAT.md).
public struct Divider: View, _PrimitiveView {
    public typealias Body = Never
    public init() {}
    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { [.view(["divider": .object([:])])] }
}
