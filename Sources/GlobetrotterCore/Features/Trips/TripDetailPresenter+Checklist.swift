/// The trip's checklist on its page: its to-do items with "3 of 7 done",
/// ticked here as on the To-Do page.
extension TripDetailPresenter {
    func loadChecklist() {
        run("checklist") { [weak self, interactor] in
            do {
                // Nil: the app keeps no to-do list here (the section stays hidden).
                guard let items = try await interactor.checklist() else { return }
                self?.update { $0.checklist = TripChecklist(items: items) }
            } catch {
                self?.showToast(tr("The trip’s checklist could not be read."))
            }
        }
    }

    func toggleChecklistItem(_ id: Int64) {
        let rows = (state.checklist?.openRows ?? []) + (state.checklist?.completedRows ?? [])
        guard let row = rows.first(where: { $0.id == id }) else { return }
        run("checklist-\(id)") { [weak self, interactor] in
            do {
                try await interactor.setItemDone(id: id, !row.isDone)
            } catch {
                self?.showToast(tr("The item could not be saved."))
            }
            self?.loadChecklist()
        }
    }
}
