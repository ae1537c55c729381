import Layout

/// The article's card: a title that wraps, a button below it; as tall as
/// its constraints make it.
final class CardView: View {
    let title = Label(text: "Trellis wraps text", name: "title")
    let button = Button(title: "Open", name: "button")

    override init(name: String? = "card") {
        super.init(name: name)
        backgroundColor = Color(white: 0.95)
        title.numberOfLines = 0
        addSubview(title)
        addSubview(button)
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
            title.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
            button.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            button.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
            bottomAnchor.constraint(equalTo: button.bottomAnchor, constant: 8),
        ])
    }
}
