import XCTest
@testable import FilmShelf

final class FilmShelfTests: XCTestCase {
    func testSamples() {
        XCTAssertEqual(Film.samples.count, 12)
    }
}
