import Layout

extension IBTreeBuilder {
    // MARK: Guides

    /// The safe area guides, the old top and bottom layout guides, tied to
    /// what the canvas gives them.
    func addGuides(root: View) {
        let insets = hierarchy.safeAreaInsets
        let rootGuide = LayoutGuide(identifier: "safeArea")
        root.addLayoutGuide(rootGuide)
        LayoutConstraint.activate([
            rootGuide.leftAnchor.constraint(equalTo: root.leftAnchor, constant: insets.left),
            rootGuide.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -insets.right),
            rootGuide.topAnchor.constraint(equalTo: root.topAnchor, constant: insets.top),
            rootGuide.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -insets.bottom),
        ])
        rootSafeArea = rootGuide
        for element in hierarchy.root.subtree {
            guard let view = views[element.id] else { continue }
            for guide in element.guides {
                switch guide.kind {
                case .safeArea:
                    guides[guide.id] = view === root ? rootGuide : safeArea(of: view, within: rootGuide)
                case .scrollContent:
                    guides[guide.id] = scrollContentGuides[element.id]
                case .scrollFrame:
                    let frameGuide = LayoutGuide(identifier: "frameLayoutGuide")
                    view.addLayoutGuide(frameGuide)
                    pin(frameGuide, to: view)
                    guides[guide.id] = frameGuide
                case .topLayoutGuide, .bottomLayoutGuide:
                    break
                }
            }
        }
        for guide in hierarchy.controller?.layoutGuides ?? [] {
            // The old guides: from the top to the bottom of the bars above,
            // and from the top of the bars below to the bottom.
            let layoutGuide = LayoutGuide(identifier: guide.kind == .topLayoutGuide ? "topLayoutGuide" : "bottomLayoutGuide")
            root.addLayoutGuide(layoutGuide)
            var constraints = [layoutGuide.leftAnchor.constraint(equalTo: root.leftAnchor),
                               layoutGuide.widthAnchor.constraint(equalTo: root.widthAnchor)]
            if guide.kind == .topLayoutGuide {
                constraints += [layoutGuide.topAnchor.constraint(equalTo: root.topAnchor),
                                layoutGuide.heightAnchor.constraint(equalToConstant: insets.top)]
            } else {
                constraints += [layoutGuide.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                                layoutGuide.heightAnchor.constraint(equalToConstant: insets.bottom)]
            }
            LayoutConstraint.activate(constraints)
            guides[guide.id] = layoutGuide
        }
    }

    /// A subview's safe area: its bounds, pulled in where they reach into
    /// the root's unsafe margins (each edge the further in of the view's and
    /// the root guide's; the lowest priority pulls it out to the view's own).
    private func safeArea(of view: View, within rootGuide: LayoutGuide) -> LayoutGuide {
        let guide = LayoutGuide(identifier: "safeArea")
        view.addLayoutGuide(guide)
        let low = LayoutPriority(1)
        LayoutConstraint.activate([
            guide.leftAnchor.constraint(greaterThanOrEqualTo: view.leftAnchor),
            guide.leftAnchor.constraint(greaterThanOrEqualTo: rootGuide.leftAnchor),
            guide.leftAnchor.constraint(equalTo: view.leftAnchor).withPriority(low),
            guide.topAnchor.constraint(greaterThanOrEqualTo: view.topAnchor),
            guide.topAnchor.constraint(greaterThanOrEqualTo: rootGuide.topAnchor),
            guide.topAnchor.constraint(equalTo: view.topAnchor).withPriority(low),
            guide.rightAnchor.constraint(lessThanOrEqualTo: view.rightAnchor),
            guide.rightAnchor.constraint(lessThanOrEqualTo: rootGuide.rightAnchor),
            guide.rightAnchor.constraint(equalTo: view.rightAnchor).withPriority(low),
            guide.bottomAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor),
            guide.bottomAnchor.constraint(lessThanOrEqualTo: rootGuide.bottomAnchor),
            guide.bottomAnchor.constraint(equalTo: view.bottomAnchor).withPriority(low),
        ])
        return guide
    }

    private func pin(_ guide: LayoutGuide, to view: View) {
        LayoutConstraint.activate([
            guide.leftAnchor.constraint(equalTo: view.leftAnchor), guide.rightAnchor.constraint(equalTo: view.rightAnchor),
            guide.topAnchor.constraint(equalTo: view.topAnchor), guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    /// A scroll view's content area at zero offset: its top-left corner is
    /// the scroll view's, its size what the content's constraints make it.
    func addScrollGuides(_ element: IBView, to view: View) {
        let guide = LayoutGuide(identifier: "contentLayoutGuide")
        view.addLayoutGuide(guide)
        LayoutConstraint.activate([
            guide.leftAnchor.constraint(equalTo: view.leftAnchor),
            guide.topAnchor.constraint(equalTo: view.topAnchor),
            guide.widthAnchor.constraint(greaterThanOrEqualToConstant: 0),
            guide.heightAnchor.constraint(greaterThanOrEqualToConstant: 0),
        ])
        scrollContentGuides[element.id] = guide
    }

    // MARK: Constraints

    /// The view or guide an id names, for a constraint that ties it to
    /// `other`: a scroll view's edges, tied to its own content, are its
    /// content area (UIKit's rule: "constraints between the edges or margins
    /// of the scroll view and its content attach to the scroll view's
    /// content area"; Apple, "Working with Scroll Views").
    private func item(_ id: String, attribute: LayoutAttribute, other: String?) -> LayoutItem? {
        if let guide = guides[id] { return guide }
        guard let view = views[id] else { return nil }
        let edges: Set<LayoutAttribute> = [.left, .right, .top, .bottom, .leading, .trailing]
        if let content = scrollContentGuides[id], edges.contains(attribute), let other,
           let otherView = views[other] ?? (guides[other]?.owningView), otherView !== view, otherView.isDescendant(of: view) {
            return content
        }
        return view
    }

    func activate(_ constraint: IBConstraint) {
        if constraint.isPlaceholder && !options.includesPlaceholders { return }
        guard let first = item(constraint.firstItem, attribute: constraint.firstAttribute, other: constraint.secondItem) else {
            note(.notApplied, line: constraint.line, "constraint \(constraint.id): no item \(constraint.firstItem) in this hierarchy")
            return
        }
        var second: LayoutItem?
        if let secondID = constraint.secondItem {
            guard let found = item(secondID, attribute: constraint.secondAttribute, other: constraint.firstItem) else {
                note(.notApplied, line: constraint.line, "constraint \(constraint.id): no item \(secondID) in this hierarchy")
                return
            }
            second = found
        }
        let layoutConstraint = LayoutConstraint(
            item: first, attribute: constraint.firstAttribute, relatedBy: constraint.relation, toItem: second,
            attribute: constraint.secondAttribute, multiplier: constraint.multiplier, constant: constraint.constant,
            file: document.file, line: UInt(constraint.line))
        if let reason = layoutConstraint.invalidReason {
            note(.notApplied, line: constraint.line, "constraint \(constraint.id): \(reason)")
            return
        }
        layoutConstraint.priority = constraint.priority
        layoutConstraint.identifier = constraint.identifier ?? constraint.id
        layoutConstraint.isActive = true
    }
}
