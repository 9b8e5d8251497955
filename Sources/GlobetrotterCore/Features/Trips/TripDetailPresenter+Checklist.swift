/// The trip's checklist on its page: its to-do items with "3 of 7 done",
/// ticked here as on the To-Do page. It follows the store, so items added,
/// ticked or deleted on the To-Do page while this page stays open show here
/// when the person comes back.
extension TripDetailPresenter {
    func followChecklist() {
        // Nil: the app keeps no to-do list here (the section stays hidden).
        checklistFollowing = interactor.followChecklist { [weak self] result in
            switch result {
            case .success(let items): self?.update { $0.checklist = TripChecklist(items: items) }
            case .failure: self?.showToast(tr("The trip’s checklist could not be read."))
            }
        }
    }

    /// Written; the checklist shows the change when the store announces it.
    func toggleChecklistItem(_ id: Int64) {
        let rows = (state.checklist?.openRows ?? []) + (state.checklist?.completedRows ?? [])
        guard let row = rows.first(where: { $0.id == id }) else { return }
        run("checklist-\(id)") { [weak self, interactor] in
            do {
                try await interactor.setItemDone(id: id, !row.isDone)
            } catch {
                self?.showToast(tr("The item could not be saved."))
            }
        }
    }
}
