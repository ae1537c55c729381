/// UIKit's ready-made images (iOS 13, "Getting system images" in Apple's
/// UIImage reference): each is a system symbol's image, so here the symbol
/// placeholder that `init(systemName:)` gives (never nil).
extension UIImage {
    /// A check mark (the symbol "checkmark").
    public static let checkmark = UIImage(systemName: "checkmark")!
    /// A plus sign (the symbol "plus").
    public static let add = UIImage(systemName: "plus")!
    /// A minus sign (the symbol "minus").
    public static let remove = UIImage(systemName: "minus")!
}
