// A settings-like list as iOS engineers write it: an @Observable model, a List of rows in
// sections with a Toggle, a Picker and a Stepper, and navigation links.
//
//   gridperf layout --source Examples/Screens/FavoritesList.swift --view 'FavoritesList(model: .init(count: 8))' --format text
import Observation
import SwiftUI

@Observable
final class FavoritesModel {
    var names: [String]
    var notifications = true
    var sort = 0
    var limit = 10

    init(count: Int) { names = (0..<count).map { "Favourite \($0)" } }
}

struct FavoritesList: View {
    @Bindable var model: FavoritesModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationView {
            List {
                Section("Settings") {
                    Toggle("Notifications", isOn: $model.notifications)
                    Picker("Sort by", selection: $model.sort) {
                        Text("Name").tag(0)
                        Text("Date").tag(1)
                    }
                    .pickerStyle(.menu)
                    Stepper("Show \(model.limit)", value: $model.limit, in: 1...50)
                }
                Section {
                    ForEach(model.names, id: \.self) { name in
                        NavigationLink(destination: Text(name)) {
                            Label(name, systemImage: "star.fill")
                        }
                    }
                    .onDelete { model.names.remove(atOffsets: $0) }
                } header: {
                    Text("Favourites")
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Favourites")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Close") { dismiss() }
                }
            }
        }
    }
}
