import Foundation

/// Export to Calendar…: the trip's days as an iCalendar file, written off
/// the main thread after the page's pending writes (a start date just picked).
extension TripDetailPresenter {
    func chooseCalendarFile() {
        guard state.canExportCalendar else {
            showToast(tr("Choose a start date first: a calendar needs the trip’s dates."))
            return
        }
        route(.chooseCalendarFile(suggestedName: TripCalendarWriter.fileName(for: state.title)))
    }

    func exportCalendar(to url: URL) {
        guard let (_, itinerary) = itineraryState(),
            let text = TripCalendarWriter.document(
                tripID: state.tripID, tripName: state.title, itinerary: itinerary,
                stops: ItineraryStop.stops(of: waypoints, regions: daysSources.regions),
                text: TripCalendarText(places: places),
                stamp: daysSources.now())
        else { return }
        let pending = lastWrite
        run("export") { [weak self, interactor] in
            await pending?.value
            do throws(TripExportError) {
                try await interactor.exportCalendar(text, to: url)
                self?.showToast(TripFilesWording.exported(fileName: url.lastPathComponent))
            } catch {
                let alert = Alert(
                    heading: TripFilesWording.exportHeading(fileName: url.lastPathComponent),
                    body: TripFilesWording.sentence(for: error))
                self?.update { $0.alert = alert }
            }
        }
    }
}
