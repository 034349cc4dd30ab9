import Foundation
import GridPerfCore

/// Insets on the four edges, as SwiftUI's `EdgeInsets`.
///
/// Laid out as in SwiftUI.
public struct EdgeInsets: Equatable, Sendable {
    /// `EdgeInsets`'s `top`. Laid out as in SwiftUI.
    public var top, leading, bottom, trailing: CGFloat
    /// Makes an `EdgeInsets`. Laid out as in SwiftUI.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// How content fills a frame, as SwiftUI's `ContentMode`.
///
/// Laid out as in SwiftUI.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// A case of `ContentMode`. Laid out as in SwiftUI.
    case fit, fill
}

/// A view whose scene items are its content's, each changed (a modifier appended, a grid cell
/// field set) by what `change` returns for the builder.
public struct _ModifiedView<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content
    let change: (ViewSceneBuilder) -> (inout [String: JSONValue]) -> Void

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] {
        let apply = change(builder)
        let items = builder.items(of: content).map { $0.mapViews(apply) }
        // Checked on the views made now (a lazy element's, made later, is checked where its scene
        // is read): no closure of its own, so a change's evaluation allocates nothing more.
        for case let .view(item) in items { Self.checkModifierCount(item, in: builder) }
        return items
    }

    /// Stops the evaluation with one line when `item` has more layout modifiers than a scene
    /// allows (``ViewTreeContext/maximumModifiers``), naming the body it is in, the view and the
    /// modifier past the limit — not the scene's internal path the scene's reader would give.
    static func checkModifierCount(_ item: [String: JSONValue], in builder: ViewSceneBuilder) {
        guard case let .array(list)? = item["modifiers"], list.count > ViewTreeContext.maximumModifiers else { return }
        let kind =
            (ItemModel.jsonKinds + ItemModel.viewKinds).first { item[$0] != nil }.map {
                $0 == "layout" ? item["layout"]?.stringValue ?? "container" : $0
            } ?? "view"
        let modifier = list[ViewTreeContext.maximumModifiers].objectValue?.keys.first ?? "modifier"
        ViewSceneBuilder.stop(
            "\(builder.enclosingBody.map { "\($0)'s body" } ?? "the view"): a \(kind) with more than \(ViewTreeContext.maximumModifiers) layout modifiers (the next: .\(modifier)); gridperf lays out at most \(ViewTreeContext.maximumModifiers) on one view"
        )
    }
}

/// A view evaluated with its environment changed (`font`, `lineLimit`).
public struct _EnvironmentView<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content
    let change: (ViewSceneBuilder) -> Void

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] {
        builder.withEnvironment(change) { builder.items(of: content) }
    }
}

extension View {
    /// Appends the layout modifier `name: body` (docs/SPEC-FORMAT.md) to each of the view's items.
    /// A number in `body` that is not finite (`.frame(width: .nan)`, `.padding(.infinity)`)
    /// stops the evaluation with one line naming the modifier and the caller's `file` and `line`,
    /// as a scene file's would name its path — never dropped from the scene.
    func sceneModifier(
        _ name: String, _ body: JSONValue, file: StaticString = #fileID, line: UInt = #line
    ) -> _ModifiedView<Self> {
        if let bad = Self.nonFinite(in: body) {
            ViewSceneBuilder.stop(
                "\(name)(\(bad.key): \(bad.value)) at \(Self.place(file, line)): not a finite number"
            )
        }
        return _ModifiedView(content: self) { _ in { $0.appendModifier(name, body) } }
    }

    /// A call site as messages name it: `File.swift:LINE`.
    static func place(_ file: StaticString, _ line: UInt) -> String {
        "\(URL(fileURLWithPath: "\(file)").lastPathComponent):\(line)"
    }

    /// The first number in `body` that is not finite, with its key. O(size of body).
    static func nonFinite(in body: JSONValue, key: String = "value") -> (key: String, value: Double)? {
        switch body {
        case let .number(d): return d.isFinite ? nil : (key, d)
        case let .object(fields):
            for (k, v) in fields.sorted(by: { $0.key < $1.key }) {
                if let bad = nonFinite(in: v, key: k) { return bad }
            }
            return nil
        case let .array(list):
            for v in list { if let bad = nonFinite(in: v, key: key) { return bad } }
            return nil
        default: return nil
        }
    }

    /// Sets the item field `key` (a grid cell's `columns`…) on each of the view's items.
    func sceneField(_ key: String, _ value: JSONValue) -> _ModifiedView<Self> {
        _ModifiedView(content: self) { _ in { $0[key] = value } }
    }

    // MARK: Modifiers that are layouts

    /// A fixed frame. A dimension that is negative or not finite is left out, the view laid out
    /// as if it were not given, with SwiftUI's runtime message on standard error once a call site
    /// ("Invalid frame dimension (negative or non-finite)."): SwiftUI logs it and goes on, where a
    /// scene file's such frame is an error (docs/SWIFTUI.md#leniency).
    ///
    /// Laid out as in SwiftUI.
    public func frame(
        width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center, file: StaticString = #fileID,
        line: UInt = #line
    ) -> _ModifiedView<Self> {
        var o: [String: JSONValue] = ["alignment": .string(ViewSceneBuilder.name(alignment))]
        var invalid = ""
        if let width {
            if width.isFinite && width >= 0 { o["width"] = .number(Double(width)) } else { invalid = "width: \(width)" }
        }
        if let height {
            if height.isFinite && height >= 0 {
                o["height"] = .number(Double(height))
            } else {
                invalid += (invalid.isEmpty ? "" : ", ") + "height: \(height)"
            }
        }
        return frame(o, invalid: invalid, file: file, line: line)
    }

    /// The frame `fields`, with SwiftUI's message once a call site when `invalid` names the
    /// dimensions left out of it.
    private func frame(_ fields: [String: JSONValue], invalid: String, file: StaticString, line: UInt)
        -> _ModifiedView<Self>
    {
        guard !invalid.isEmpty else { return sceneModifier("frame", .object(fields), file: file, line: line) }
        let place = Self.place(file, line)
        let warning =
            ".frame(\(invalid)) at \(place): Invalid frame dimension (negative or non-finite). — ignored, as SwiftUI does"
        // A `let` captured, not a `var`: an escaping closure that captured the `var` boxed it on the
        // heap in every call, valid ones included (+32 bytes a body in the gate's update.alloc.bytes).
        let body = JSONValue.object(fields)
        return _ModifiedView(content: self) { builder in
            builder.warnOnce(warning, at: place)
            return { $0.appendModifier("frame", body) }
        }
    }

    /// A frame the size of the nearest container on `axes`, as SwiftUI's `containerRelativeFrame`.
    /// gridperf's container is the window the view is laid out in (the `--view` proposal, no
    /// safe area), which is the scroll view's size too when it fills the window, as screens'
    /// scroll views do; an axis the window leaves unspecified is left as it is.
    ///
    /// Approximated: see `View`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> _ModifiedView<Self> {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// ``containerRelativeFrame(_:alignment:)`` for `span` of `count` equal slots `spacing`
    /// apart, as Apple's documentation gives it: slot = (length − spacing·(count − 1)) / count,
    /// size = slot·span + spacing·(span − 1).
    ///
    /// Approximated: see `View`.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> _ModifiedView<Self> {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in
            let slot = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return slot * CGFloat(span) + spacing * CGFloat(span - 1)
        }
    }

    /// ``containerRelativeFrame(_:alignment:)`` with the size `length` gives for the container's
    /// length on each axis.
    ///
    /// Approximated: see `View`.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> _ModifiedView<Self> {
        _ModifiedView(content: self) { builder in
            var o: [String: JSONValue] = ["alignment": .string(ViewSceneBuilder.name(alignment))]
            if axes.contains(.horizontal), let w = builder.window.width {
                o["width"] = .number(Double(length(CGFloat(w), .horizontal)))
            }
            if axes.contains(.vertical), let h = builder.window.height {
                o["height"] = .number(Double(length(CGFloat(h), .vertical)))
            }
            return { $0.appendModifier("frame", .object(o)) }
        }
    }

    /// A flexible frame: the view proposed what the frame was proposed, clamped to the minimum and maximum
    /// given (`.infinity` fills), `ideal` answering an unspecified proposal; the view aligned in it. Laid
    /// out as in SwiftUI; a bound that is negative or not a number, or an infinite minimum, is left out
    /// with SwiftUI's runtime message on standard error, as SwiftUI logs it and goes on.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center,
        file: StaticString = #fileID, line: UInt = #line
    ) -> _ModifiedView<Self> {
        var o: [String: JSONValue] = ["alignment": .string(ViewSceneBuilder.name(alignment))]
        let bounds: [(String, CGFloat?)] = [
            ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth), ("minHeight", minHeight),
            ("idealHeight", idealHeight), ("maxHeight", maxHeight),
        ]
        var invalid = ""
        for (key, value) in bounds {
            guard let value else { continue }
            // A maximum may be infinite (`maxWidth: .infinity`: null in the scene).
            if value == .infinity && key.hasPrefix("max") {
                o[key] = .null
            } else if value.isFinite && value >= 0 {
                o[key] = .number(Double(value))
            } else {
                // Negative, NaN, or an infinite minimum or ideal: left out, as the fixed frame's.
                invalid += (invalid.isEmpty ? "" : ", ") + "\(key): \(value)"
            }
        }
        return frame(o, invalid: invalid, file: file, line: line)
    }

    /// `View`'s `padding(_:_:file:line:)`. Laid out as in SwiftUI.
    public func padding(
        _ edges: Edge.Set = .all, _ length: CGFloat? = nil, file: StaticString = #fileID, line: UInt = #line
    ) -> _ModifiedView<Self> {
        let l = Double(length ?? CGFloat(ItemModel.defaultPadding))
        let insets = EdgeInsets(
            top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
            bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0)
        return padding(insets, file: file, line: line)
    }

    /// `View`'s `padding(_:file:line:)`. Laid out as in SwiftUI.
    public func padding(_ length: CGFloat, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        padding(.all, length, file: file, line: line)
    }

    /// `View`'s `padding(_:file:line:)`. Laid out as in SwiftUI.
    public func padding(_ insets: EdgeInsets, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        sceneModifier(
            "padding",
            .object([
                "top": .number(Double(insets.top)), "leading": .number(Double(insets.leading)),
                "bottom": .number(Double(insets.bottom)), "trailing": .number(Double(insets.trailing)),
            ]), file: file, line: line)
    }

    /// `View`'s `aspectRatio(_:contentMode:file:line:)`. Laid out as in SwiftUI.
    public func aspectRatio(
        _ aspectRatio: CGFloat? = nil, contentMode: ContentMode, file: StaticString = #fileID, line: UInt = #line
    ) -> _ModifiedView<Self> {
        var o: [String: JSONValue] = ["contentMode": .string(contentMode == .fit ? "fit" : "fill")]
        if let aspectRatio { o["ratio"] = .number(Double(aspectRatio)) }
        return sceneModifier("aspectRatio", .object(o), file: file, line: line)
    }

    /// `View`'s `aspectRatio(_:contentMode:file:line:)`. Laid out as in SwiftUI.
    public func aspectRatio(
        _ aspectRatio: CGSize, contentMode: ContentMode, file: StaticString = #fileID, line: UInt = #line
    ) -> _ModifiedView<Self> {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode, file: file, line: line)
    }

    /// `View`'s `scaledToFit()`. Laid out as in SwiftUI.
    public func scaledToFit() -> _ModifiedView<Self> { aspectRatio(contentMode: .fit) }
    /// `View`'s `scaledToFill()`. Laid out as in SwiftUI.
    public func scaledToFill() -> _ModifiedView<Self> { aspectRatio(contentMode: .fill) }

    /// `View`'s `fixedSize()`. Laid out as in SwiftUI.
    public func fixedSize() -> _ModifiedView<Self> { sceneModifier("fixedSize", .bool(true)) }

    /// `View`'s `fixedSize(horizontal:vertical:)`. Laid out as in SwiftUI.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> _ModifiedView<Self> {
        sceneModifier("fixedSize", .object(["horizontal": .bool(horizontal), "vertical": .bool(vertical)]))
    }

    /// Sets this view's layout priority, read by its layout as `subview.priority`.
    ///
    /// Laid out as in SwiftUI.
    public func layoutPriority(_ value: Double, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self>
    {
        sceneModifier("layoutPriority", .number(value), file: file, line: line)
    }

    /// `View`'s `offset(x:y:file:line:)`. Laid out as in SwiftUI.
    public func offset(x: CGFloat = 0, y: CGFloat = 0, file: StaticString = #fileID, line: UInt = #line)
        -> _ModifiedView<Self>
    {
        sceneModifier("offset", .object(["x": .number(Double(x)), "y": .number(Double(y))]), file: file, line: line)
    }

    /// `View`'s `offset(_:file:line:)`. Laid out as in SwiftUI.
    public func offset(_ offset: CGSize, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        self.offset(x: offset.width, y: offset.height, file: file, line: line)
    }

    /// Puts this view's centre at `(x, y)` in the space it is given: the result takes all of a
    /// proposed length (the view's own where the proposal leaves a length unspecified) — Apple's
    /// documentation of `position(x:y:)`, and docs/SPEC-FORMAT.md's `position` for the size.
    ///
    /// Laid out as in SwiftUI.
    public func position(x: CGFloat = 0, y: CGFloat = 0, file: StaticString = #fileID, line: UInt = #line)
        -> _ModifiedView<Self>
    {
        sceneModifier("position", .object(["x": .number(Double(x)), "y": .number(Double(y))]), file: file, line: line)
    }

    /// ``position(x:y:file:line:)`` at `position`.
    ///
    /// Laid out as in SwiftUI.
    public func position(_ position: CGPoint, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        self.position(x: position.x, y: position.y, file: file, line: line)
    }

    /// A secondary view (several: a `ZStack` of them) proposed this view's size, aligned on it.
    func secondary<V: View>(_ name: String, _ view: V, _ alignment: Alignment) -> _ModifiedView<Self> {
        _ModifiedView(content: self) { builder in
            let content = ViewSceneBuilder.single(builder.views(of: view), stack: "zstack")
            let body = JSONValue.object([
                "alignment": .string(ViewSceneBuilder.name(alignment)), "content": .object(content),
            ])
            return { $0.appendModifier(name, body) }
        }
    }

    /// `View`'s `overlay(alignment:content:)`. Laid out as in SwiftUI.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> _ModifiedView<Self> {
        secondary("overlay", content(), alignment)
    }
    /// Disfavoured so that `.background(Color.white)` — `Color` is both a view
    /// and a shape style — compiles, as it does on Apple's SDK, instead of being ambiguous (both lay out
    /// the same: the colour proposed the view's size).
    ///
    /// Laid out as in SwiftUI.
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> _ModifiedView<Self> {
        secondary("overlay", overlay, alignment)
    }
    /// `View`'s `overlay(_:ignoresSafeAreaEdges:)`. Laid out as in SwiftUI.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> _ModifiedView<Self> {
        secondary("overlay", Rectangle(), .center)
    }
    /// `View`'s `overlay(_:in:)`. Laid out as in SwiftUI.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> _ModifiedView<Self> {
        secondary("overlay", shape, .center)
    }
    /// `View`'s `background(alignment:content:)`. Laid out as in SwiftUI.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> _ModifiedView<Self>
    {
        secondary("background", content(), alignment)
    }
    /// Disfavoured so that `.background(Color.white)` — `Color` is both a view
    /// and a shape style — compiles, as it does on Apple's SDK, instead of being ambiguous (both lay out
    /// the same: the colour proposed the view's size).
    ///
    /// Laid out as in SwiftUI.
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> _ModifiedView<Self> {
        secondary("background", background, alignment)
    }
    /// `View`'s `background(_:ignoresSafeAreaEdges:)`. Laid out as in SwiftUI.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> _ModifiedView<Self>
    {
        secondary("background", Rectangle(), .center)
    }
    /// `View`'s `background(_:in:)`. Laid out as in SwiftUI.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> _ModifiedView<Self> {
        secondary("background", shape, .center)
    }
    /// `View`'s `background()`. Laid out as in SwiftUI.
    public func background() -> _ModifiedView<Self> { secondary("background", Rectangle(), .center) }

    /// Sets `key`'s value for this view, read by its layout as `subview[K.self]` (by the key
    /// type's name, docs/SPEC-FORMAT.md): numbers, strings, booleans, raw-value enums, and a
    /// `CaseIterable` enum's case by name. Another value cannot pass through a scene: the key's
    /// default is read, and a warning says so.
    ///
    /// Laid out as in SwiftUI.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> _ModifiedView<Self> {
        let json = sceneValue(value) ?? .null
        let name = String(describing: K.self)
        return _ModifiedView(content: self) { _ in
            {
                var values = $0["values"]?.objectValue ?? [:]
                values[name] = json
                $0["values"] = .object(values)
            }
        }
    }

    // MARK: Grid cells

    /// `View`'s `gridCellColumns(_:)`. Laid out as in SwiftUI.
    public func gridCellColumns(_ count: Int) -> _ModifiedView<Self> { sceneField("columns", .number(Double(count))) }
    /// `View`'s `gridCellUnsizedAxes(_:)`. Laid out as in SwiftUI.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> _ModifiedView<Self> {
        sceneField("unsizedAxes", ViewSceneBuilder.axes(axes))
    }
    /// `View`'s `gridCellAnchor(_:)`. Laid out as in SwiftUI.
    public func gridCellAnchor(_ anchor: UnitPoint) -> _ModifiedView<Self> {
        sceneField("anchor", .object(["x": .number(Double(anchor.x)), "y": .number(Double(anchor.y))]))
    }
    /// `View`'s `gridColumnAlignment(_:)`. Laid out as in SwiftUI.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> _ModifiedView<Self> {
        sceneField("columnAlignment", .string(ViewSceneBuilder.name(guide)))
    }

    // MARK: The environment views read

    /// Gives `object` to the views below, for `@EnvironmentObject`.
    ///
    /// Laid out as in SwiftUI.
    public func environmentObject<T: ObservableObject>(_ object: T) -> _EnvironmentView<Self> {
        _EnvironmentView(content: self) { $0.objects[ObjectIdentifier(T.self)] = object }
    }

    /// Sets an environment value for the views below, for `@Environment(\.key)`.
    ///
    /// Laid out as in SwiftUI.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
        -> _EnvironmentView<Self>
    {
        _EnvironmentView(content: self) {
            $0.environment[keyPath: keyPath] = value
            // The font is the one value texts read from the builder (as `.font(_:)` sets it).
            if (keyPath as AnyKeyPath) == (\EnvironmentValues.font as AnyKeyPath) { $0.font = $0.environment.font }
        }
    }

    /// Gives `object` to the views below, for `@Environment(Type.self)` (`nil` takes it away).
    ///
    /// Laid out as in SwiftUI.
    public func environment<T: AnyObject>(_ object: T?) -> _EnvironmentView<Self> {
        _EnvironmentView(content: self) { $0.objects[ObjectIdentifier(T.self)] = object }
    }

    /// Sets the Dynamic Type size for the views below (`\.dynamicTypeSize`).
    ///
    /// Laid out as in SwiftUI.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> _EnvironmentView<Self> {
        _EnvironmentView(content: self) { $0.environment.dynamicTypeSize = size }
    }

    /// Limits the Dynamic Type size below to `range` (`.xSmall ... .xxxLarge`): a size outside it
    /// becomes the nearest size inside, as Apple's `dynamicTypeSize(_:)` with a range.
    ///
    /// Laid out as in SwiftUI.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> _EnvironmentView<Self>
    where T.Bound == DynamicTypeSize {
        _EnvironmentView(content: self) { scope in
            let sizes = DynamicTypeSize.allCases
            let current = scope.environment.dynamicTypeSize
            guard !range.contains(current), let here = sizes.firstIndex(of: current) else { return }
            let inside = sizes.indices.filter { range.contains(sizes[$0]) }
            if let nearest = inside.min(by: { abs($0 - here) < abs($1 - here) }) {
                scope.environment.dynamicTypeSize = sizes[nearest]
            }
        }
    }

    // MARK: The environment texts read

    /// `View`'s `font(_:)`. Laid out as in SwiftUI.
    public func font(_ font: Font?) -> _EnvironmentView<Self> {
        _EnvironmentView(content: self) {
            $0.font = font
            $0.environment.font = font
        }
    }
    /// The colour scheme below (deprecated for `preferredColorScheme`/`environment(\.colorScheme, …)`):
    /// sets `\.colorScheme` for the views below; nothing gridperf lays out depends on it.
    ///
    /// Laid out as in SwiftUI.
    public func colorScheme(_ colorScheme: ColorScheme) -> _EnvironmentView<Self> {
        _EnvironmentView(content: self) { $0.environment.colorScheme = colorScheme }
    }
    /// `View`'s `lineLimit(_:)`. Laid out as in SwiftUI.
    public func lineLimit(_ number: Int?) -> _EnvironmentView<Self> {
        _EnvironmentView(content: self) { $0.lineLimit = number }
    }
    /// At most `limit` lines. Approximated: `reservesSpace` is not modelled (a shorter text is
    /// not given the height of `limit` lines).
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> _EnvironmentView<Self> {
        _EnvironmentView(content: self) { $0.lineLimit = limit }
    }
    /// At most the range's upper bound of lines (`.lineLimit(3...6)`); the lines a text field
    /// reserves below it (the lower bound) are not modelled.
    ///
    /// Approximated: the lower bound is not modelled.
    public func lineLimit(_ limit: ClosedRange<Int>) -> _EnvironmentView<Self> {
        _EnvironmentView(content: self) { $0.lineLimit = limit.upperBound }
    }
    /// `View`'s `lineLimit(_:)`. Laid out as in SwiftUI.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> _EnvironmentView<Self> {
        _EnvironmentView(content: self) { $0.lineLimit = limit.upperBound }
    }
    /// At least so many lines (`.lineLimit(2...)`): no upper bound, as `lineLimit(nil)`.
    ///
    /// Laid out as in SwiftUI.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> _EnvironmentView<Self> {
        _EnvironmentView(content: self) { $0.lineLimit = nil }
    }
}

/// `value` as a scene value, when it has a JSON form.
func sceneValue(_ value: Any) -> JSONValue? {
    if let v = value as? Bool { return .bool(v) }
    if let v = value as? Int { return .number(Double(v)) }
    if let v = value as? Double { return .number(v) }
    if let v = value as? CGFloat { return .number(Double(v)) }
    if let v = value as? Float { return .number(Double(v)) }
    if let v = value as? String { return .string(v) }
    if let v = value as? any RawRepresentable { return sceneValue(v.rawValue) }
    if let v = value as? any BinaryInteger { return .number(Double(v)) }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional { return mirror.children.first.map { sceneValue($0.value) } ?? .null }
    if mirror.displayStyle == .enum, mirror.children.isEmpty { return .string(String(describing: value)) }
    return nil
}

extension Dictionary where Key == String, Value == JSONValue {
    /// Appends `name: body` to the item's `modifiers` (innermost first).
    mutating func appendModifier(_ name: String, _ body: JSONValue) {
        let list = self["modifiers"]?.arrayValue ?? []
        self["modifiers"] = .array(list + [.object([name: body])])
    }
}
