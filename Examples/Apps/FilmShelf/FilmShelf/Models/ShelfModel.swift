import Combine
import Foundation

@MainActor
final class ShelfModel: ObservableObject {
    @Published var favourites: Set<Int> = [1, 4]
    /// Each film toggled, for whoever listens (a sync, analytics).
    let toggled = PassthroughSubject<Film, Never>()
    private var cancellables = Set<AnyCancellable>()

    init() {
        $favourites
            .map(\.count)
            .removeDuplicates()
            .sink { count in print("favourites: \(count)") }
            .store(in: &cancellables)
    }

    func toggle(_ film: Film) {
        if favourites.contains(film.id) {
            favourites.remove(film.id)
        } else {
            favourites.insert(film.id)
        }
        toggled.send(film)
    }
}
