import Foundation

/// Segments made from actions (iOS 14): each segment shows its action's
/// title (its image when the title is empty), and selecting the segment by
/// a tap runs the action's handler with the control as its sender, as
/// Apple's sample "Adopting menus and UIActions in your user interface"
/// uses them (its colour and shape selectors). Setting
/// `selectedSegmentIndex` in code runs nothing, as it sends no event.
extension UISegmentedControl {
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for (index, action) in actions.enumerated() {
            insertSegment(action: action, at: index, animated: false)
        }
    }

    public func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        let index = max(0, min(segment, numberOfSegments))
        if action.title.isEmpty, let image = action.image {
            insertSegment(with: image, at: index, animated: animated)
        } else {
            insertSegment(withTitle: action.title, at: index, animated: animated)
        }
        segmentActions[index] = action
    }

    /// Replaces the segment's action, its title and image with the action's.
    public func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard segment >= 0, segment < numberOfSegments else { return }
        alignImages()
        if action.title.isEmpty, let image = action.image {
            setImage(image, forSegmentAt: segment)
        } else {
            setTitle(action.title, forSegmentAt: segment)
        }
        segmentActions[segment] = action
    }

    /// The segment's action; nil for a segment made without one.
    public func actionForSegment(at segment: Int) -> UIAction? {
        guard segment >= 0, segment < numberOfSegments, segment < segmentActions.count else { return nil }
        return segmentActions[segment]
    }

    /// The index of the segment whose action has `actionIdentifier`, or `noSegment`.
    public func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segmentActions.firstIndex { $0?.identifier == actionIdentifier } ?? UISegmentedControl.noSegment
    }
}
