import SwiftUI

@main
struct FilmShelfApp: App {
    var body: some Scene {
        WindowGroup {
            ShelfView(films: Film.samples)
        }
    }
}
