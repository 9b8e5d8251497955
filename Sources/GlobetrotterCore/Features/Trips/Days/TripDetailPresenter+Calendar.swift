import Foundation

extension TripDetailPresenter {
    func exportCalendar(to url: URL) {}  // TEMP: wired to the calendar writer once it lands
}
