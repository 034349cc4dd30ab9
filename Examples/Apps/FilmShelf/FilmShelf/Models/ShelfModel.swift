import Combine
import Foundation

@MainActor
final class ShelfModel: ObservableObject {
    @Published var favourites: Set<Int> = [1, 4]

    func toggle(_ film: Film) {
        if favourites.contains(film.id) {
            favourites.remove(film.id)
        } else {
            favourites.insert(film.id)
        }
    }
}
