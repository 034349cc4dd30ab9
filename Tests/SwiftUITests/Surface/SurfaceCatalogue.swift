import Foundation
import SwiftUI

// Every SwiftUI name of docs/swiftui-surface.json (used in 3 or more public files), used once
// here in a form public code uses it: this file compiles only while gridperf's SwiftUI declares
// them all, and SurfaceTests checks that every SwiftUI entry of the table appears in it (the
// macros, `#Preview`, `@Previewable` and `@Entry`, in Examples/Screens, built by `--source`).

final class CatalogueModel: ObservableObject {
    @Published var name = "catalogue"
}

@Observable final class CatalogueSelection {
    var index = 0
}

struct CatalogueKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    var catalogueValue: Int {
        get { self[CatalogueKey.self] }
        set { self[CatalogueKey.self] = newValue }
    }
}

struct CataloguePreference: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

struct CatalogueCard: ViewModifier {
    func body(content: Content) -> some View {
        content.padding(8).background(RoundedRectangle(cornerRadius: 8).fill(.white))
    }
}

struct CatalogueButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.opacity(configuration.isPressed ? 0.5 : 1)
    }
}

struct CatalogueProperty: DynamicProperty {}

struct CatalogueTriangle: Shape {
    func path(in rect: CGRect) -> Path { Path(rect) }
}

func catalogueWidth(_ proxy: GeometryProxy) -> CGFloat { proxy.size.width }

struct CatalogueToolbar: ToolbarContent {
    var body: some ToolbarContent { ToolbarItem(placement: .principal) { Text("Title") } }
}

struct CatalogueApp: App {
    var body: some Scene {
        WindowGroup { CatalogueScreen(binding: .constant(true)) }
    }
}

struct CatalogueCommands: Commands {}

struct CatalogueScreen: View {
    @State private var text = ""
    @State private var isOn = true
    @State private var value = 0.5
    @State private var count = 1
    @State private var date = Date()
    @State private var path = NavigationPath()
    @StateObject private var model = CatalogueModel()
    @ObservedObject var observed = CatalogueModel()
    @EnvironmentObject var shared: CatalogueModel
    @Bindable var selection = CatalogueSelection()
    @AppStorage("catalogue.flag") private var flag = false
    @FocusState private var focused: Bool
    @Namespace private var namespace
    @ScaledMetric private var metric: CGFloat = 12
    @GestureState private var dragging = false
    @Binding var binding: Bool
    @Environment(\.dismiss) private var dismiss
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.presentationMode) private var presentationMode
    @Environment(\.openURL) private var openURL
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.accessibilityReduceMotion) private var accessibilityReduceMotion
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.sizeCategory) private var sizeCategory

    var body: some View {
        NavigationStack(path: $path) {
            TabView {
                controls.tag(0)
                shapes.tag(1)
                lists.tag(2)
            }
            .tabViewStyle(.page)
            .navigationTitle("Catalogue")
            .navigationBarTitleDisplayMode(.inline)
            .navigationBarTitle(Text("Catalogue"))
            .navigationBarHidden(false)
            .navigationBarBackButtonHidden(true)
            .navigationBarItems(trailing: EditButton())
            .navigationDestination(for: Int.self) { Text("\($0)") }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Done") { dismiss() } }
                ToolbarItem(placement: .topBarLeading) { Text("Leading") }
                ToolbarItem(placement: .navigationBarTrailing) { Text("Trailing") }
                ToolbarItem(placement: .navigationBarLeading) { Text("Leading") }
                ToolbarItem(placement: .cancellationAction) { Text("Cancel") }
                ToolbarItem(placement: .confirmationAction) { Text("Confirm") }
                ToolbarItem(placement: .primaryAction) { Text("Primary") }
                ToolbarItemGroup(placement: .keyboard) { Text("Keyboard") }
            }
            .toolbarBackground(.visible, for: .navigationBar)
        }
        .navigationViewStyle(.stack)
        .environmentObject(model)
        .preferredColorScheme(.dark)
        .environment(\.catalogueValue, 1)
    }

    var controls: some View {
        Form {
            Section {
                TextField("Name", text: $text)
                    .textFieldStyle(.roundedBorder)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                    .focused($focused)
                    .onSubmit {}
                    .submitLabel(.done)
                    .keyboardShortcut(.return)
                SecureField("Password", text: $text).textFieldStyle(RoundedBorderTextFieldStyle())
                TextEditor(text: $text)
                Toggle("On", isOn: $isOn).toggleStyle(.switch)
                Picker("Pick", selection: $count) { Text("One").tag(1) }.pickerStyle(.segmented)
                Picker("Menu", selection: $count) { Text("Two").tag(2) }.pickerStyle(.palette).labelsHidden()
                DatePicker("When", selection: $date, displayedComponents: .hourAndMinute)
                Stepper("Count", value: $count, in: 0...10)
                Slider(value: $value, in: 0...1)
                ProgressView().progressViewStyle(CircularProgressViewStyle())
                ProgressView(value: value).progressViewStyle(.linear)
                Menu("Menu") { Button("Item") {} }
                LabeledContent("Label", value: "Value")
                ShareLink(item: "text")
                Label("Title", systemImage: "star").labelStyle(.titleOnly)
                ContentUnavailableView("Empty", systemImage: "tray")
                Button("Plain") {}.buttonStyle(PlainButtonStyle()).controlSize(.large).buttonBorderShape(.capsule)
                Button("Styled") {}.buttonStyle(CatalogueButtonStyle())
                Button("Prominent") {}.buttonStyle(.borderedProminent)
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Borderless") {}.buttonStyle(.borderless)
                // Forms real screens use beyond the table's names (Scripts/swiftui-surface/typecheck.py).
                Button("Delete", role: .destructive) {}
                Button("Add", systemImage: "plus") {}
                Text("Equal").equatable()
                Button(role: .destructive) {
                } label: {
                    Text("Delete")
                }
            } header: {
                Text("Controls").font(.headline)
            }
        }
        .scrollContentBackground(.hidden)
        .scrollDismissesKeyboard(.interactively)
        .scrollBounceBehavior(.basedOnSize)
    }

    var shapes: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 8) {
                Circle().fill(.red).frame(width: 10, height: 10)
                Capsule().stroke(.blue, lineWidth: 1)
                Rectangle().strokeBorder(.green, style: StrokeStyle(lineWidth: 2))
                RoundedRectangle(cornerRadius: 4).trim(from: 0, to: 0.5)

                LinearGradient(gradient: Gradient(colors: [.orange, .yellow]), startPoint: .top, endPoint: .bottom)
                RadialGradient(colors: [.purple, .white], center: .center, startRadius: 0, endRadius: 10)
                Color(.systemBackground).background(Color.white)
                Color(UIColor.systemGray6).overlay(Color.black)
                Color(.sRGB, red: 1, green: 0, blue: 0).opacity(0.5)
                Text("Secondary").foregroundStyle(.secondary).foregroundStyle(.tertiary).foregroundColor(.gray)
                Text("Primary").foregroundStyle(.primary).tint(.accentColor).accentColor(.clear)
                Text("Title").font(.largeTitle).font(.title2).font(.title3).font(.subheadline).font(.caption)
                Text("Body").font(.caption2).font(.footnote).font(.callout).fontWeight(.semibold).bold()
                Text("Weights").fontWeight(.heavy).fontWeight(.ultraLight).fontWeight(.bold).monospacedDigit()
                Text("Lines").lineLimit(2).lineSpacing(4).multilineTextAlignment(.center).truncationMode(.tail)
                Text("Scaled").minimumScaleFactor(0.5).textSelection(.enabled)
                Image(systemName: "star").resizable().renderingMode(.template).scaledToFit().imageScale(.large)
                Image("poster").resizable().scaledToFill().aspectRatio(2 / 3, contentMode: .fit)
                    .symbolRenderingMode(.palette).symbolVariant(.circle)
                Divider()
                Spacer()
                EmptyView()
                AnyView(Text("Any"))
                ZStack(alignment: .bottomTrailing) { Text("Z") }
                    .frame(maxWidth: .infinity, alignment: .topTrailing)
                    .frame(alignment: .bottomLeading).frame(alignment: .topLeading)
                HStack { Text("H") }.padding(.horizontal).padding(.vertical).padding(.leading).padding(.trailing)
                    .layoutPriority(1).fixedSize(horizontal: true, vertical: false)
                Text("Effects").shadow(radius: 2).blur(radius: 1).cornerRadius(4).clipped().border(.gray)
                    .clipShape(.capsule).clipShape(.circle).contentShape(Rectangle()).zIndex(1)
                    .rotationEffect(Angle(degrees: 10)).scaleEffect(1.1).compositingGroup().blendMode(.multiply)
                Text("Transitions").transition(.slide.combined(with: .opacity)).transition(AnyTransition.opacity)
                    .animation(.easeInOut, value: isOn).animation(.spring(), value: value)
                    .animation(.linear.repeatForever(), value: count)
                    .contentTransition(.numericText()).transaction { $0.animation = nil }
                    .matchedGeometryEffect(id: "card", in: namespace)
                Text("Gestures").onTapGesture {}.gesture(DragGesture().onChanged { _ in }.onEnded { _ in })
                    .gesture(TapGesture().exclusively(before: DragGesture())).allowsHitTesting(true).disabled(false)
                Text("Lifecycle").onAppear {}.onDisappear {}.task {}.onChange(of: count) { _, _ in }.refreshable {}
                Text("Accessibility").accessibilityLabel("Label").accessibilityHidden(false)
                    .accessibilityElement(children: .ignore).accessibilityAddTraits(.isButton)
                    .accessibilityIdentifier("id").accessibilityValue("value").accessibility(label: Text("Old"))
                Text("Geometry").onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { _ in }
                    .onPreferenceChange(CataloguePreference.self) { _ in }.modifier(CatalogueCard())
                    .alignmentGuide(.leading) { $0[.leading] }
                    .safeAreaPadding(.horizontal, 8)
                Text("Presented").sheet(isPresented: $isOn) { Text("Sheet").presentationDetents([.medium, .large]) }
                    .fullScreenCover(isPresented: $isOn) { Text("Cover").presentationBackground(.ultraThinMaterial) }
                    .alert("Alert", isPresented: $isOn) { Button("OK") {} }
                    .alert(isPresented: $isOn) { Alert(title: Text("Old")) }
                    .confirmationDialog("Dialog", isPresented: $isOn) { Button("Yes") {} }
                    .interactiveDismissDisabled()
                    .searchable(text: $text)
                    .edgesIgnoringSafeArea(.all).ignoresSafeArea(.keyboard)
                GeometryReader { proxy in
                    Text("\(proxy.size.width) \(proxy.safeAreaInsets.top)")
                }
                ScrollViewReader { proxy in Button("Top") { proxy.scrollTo(0) } }
                NavigationLink("Next", value: 1)
                NavigationLink {
                    Text("Destination")
                } label: {
                    Text("Label")
                }
                NavigationView { Text("Old") }
                LazyHGrid(rows: [GridItem(.fixed(10))]) { Text("Row") }
                LazyVGrid(columns: [GridItem(.flexible())], pinnedViews: [.sectionHeaders]) { Text("Cell") }
                LazyVStack { ForEach(0..<3, id: \.self) { Text("\($0)") } }
            }
            .scrollTargetLayout()
            .safeAreaInset(edge: .bottom) { Text("Bar") }
        }
        .scrollIndicators(.hidden)
        .previewLayout(.sizeThatFits)
        .previewDisplayName("Shapes")
        .previewDevice("iPhone 15")
    }

    var lists: some View {
        List {
            ForEach(["a", "b"], id: \.self) { Text($0) }
                .onDelete { _ in }
                .listRowBackground(Color.clear)
                .listRowInsets(EdgeInsets())
                .listRowSeparator(.hidden)
        }
        .listStyle(.insetGrouped)
        .listStyle(.inset)
        .environment(\.dynamicTypeSize, .accessibility3)
    }

    var values: [Any] {
        [
            Font.headline, Alignment.center, ColorScheme.light, Edge.top, UnitPoint.center, EdgeInsets(),
            LocalizedStringKey("key"), AnyShapeStyle(Color.red), Animation.default, OpenURLAction.Result.handled,
            horizontalSizeClass == .compact, scenePhase == .active, metric, dragging, flag, shared.name,
            selection.index, observed.name, binding, colorScheme, dynamicTypeSize,
            presentationMode.wrappedValue.isPresented,
            accessibilityReduceMotion, isEnabled, sizeCategory, PageTabViewStyle(), CatalogueProperty(),
            CatalogueToolbar(), CatalogueCommands(), ColorScheme.dark, Axis.Set.horizontal, Axis.Set.vertical,
            HorizontalAlignment.leading, HorizontalAlignment.trailing, Visibility.visible,
            AccessibilityChildBehavior.ignore,
            ToolbarItemPlacement.principal, Color.black, Color.green, Color.blue, Color.purple,
            ToolbarPlacement.navigationBar,
            Material.ultraThinMaterial, DynamicTypeSize.accessibility3, PreviewLayout.sizeThatFits,
            openURL, Path(), UIColor(red: 0, green: 0.5, blue: 1, alpha: 1), ControlSize.mini,
        ]
    }
}

/// `@ViewBuilder` and `@ToolbarContentBuilder` as attributes of a user's own builders.
struct CatalogueBuilders {
    @ViewBuilder var view: some View { Text("View") }
    @ToolbarContentBuilder var toolbar: some ToolbarContent { ToolbarItem { Text("Item") } }
}

struct CataloguePreviews: PreviewProvider {
    static var previews: some View { CatalogueScreen(binding: .constant(true)) }
}
