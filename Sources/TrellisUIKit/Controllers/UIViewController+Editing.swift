import Foundation

/// A controller's editing mode and its Edit/Done bar button item, as Apple
/// documents them: `setEditing(_:animated:)` changes `isEditing` and "the
/// associated navigation controller displays a Done button" while editing,
/// "otherwise, an Edit button"; the item's action "invokes the
/// setEditing(_:animated:) method" with the opposite state. Authenticator's
/// token list puts `editButtonItem` in its toolbar and overrides
/// `setEditing(_:animated:)`, calling `super`.
extension UIViewController {
    /// The same item every time; tapping it toggles `isEditing` through
    /// `setEditing(_:animated: true)`.
    func makeEditButtonItem() -> UIBarButtonItem {
        if let madeEditButtonItem { return madeEditButtonItem }
        let item = UIBarButtonItem(title: nil, image: nil, primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        })
        madeEditButtonItem = item
        updateEditButtonItem()
        return item
    }

    func updateEditButtonItem() {
        guard let item = madeEditButtonItem else { return }
        item.title = editingState ? "Done" : "Edit"
        item.style = editingState ? .done : .plain
    }
}
