import Layout

/// `makeCard()`, "your view tree" in the snapshot-testing snippets
/// (`<!-- snippet: context=CardFactory -->`): a Layout view with a wrapping
/// title. Compiled only.
class CardFactory {
    func makeCard() -> View {
        let card = View(name: "card")
        let title = Label(text: "Trellis wraps text", name: "title")
        title.numberOfLines = 0
        card.addSubview(title)
        title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8).isActive = true
        title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8).isActive = true
        title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8).isActive = true
        return card
    }
}
