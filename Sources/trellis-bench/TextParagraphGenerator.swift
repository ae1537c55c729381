/// Deterministic English-like prose for the paragraph workload: common
/// English words in sentences of 6–17 words, capitalized, with commas and
/// full stops. Generated rather than committed, so the repository holds no
/// large text; the same seed always gives the same paragraph.
struct TextParagraphGenerator {
    /// Short and long, frequent and rare words, so lines break at varied places.
    static let vocabulary = """
        the of and to in is was that for it with as his on be at by had are but from or have an they which one you \
        were all we her she there would their will when who him been has more if no out so said what up its about \
        into than them can only other time new some could these two may first then do any like my now over such our \
        man me even most made after also did many before must through back years where much your way well down \
        should because each just those people how too little state good very make world still own see men work long \
        get here between both life being under never day same another know while last might us great old year off \
        come since against go came right used take three themselves whether government something information \
        understanding development relationship particularly environmental responsibility characteristics \
        interpretation extraordinary communication neighbourhood infrastructure
        """.split(separator: " ").map(String.init)

    private var state: UInt64

    init(seed: UInt64 = 0x5EED_7E11_1500_0001) {
        state = seed
    }

    /// `count` words of prose, ending with a full stop.
    mutating func paragraph(words count: Int) -> String {
        var out = ""
        var sentenceLeft = 0
        for k in 0..<count {
            if sentenceLeft == 0 { sentenceLeft = 6 + next(12) }
            var word = Self.vocabulary[next(Self.vocabulary.count)]
            if out.isEmpty || out.hasSuffix(". ") { word = word.prefix(1).uppercased() + word.dropFirst() }
            sentenceLeft -= 1
            if sentenceLeft == 0 || k == count - 1 {
                word += "."
                sentenceLeft = 0
            } else if next(9) == 0 {
                word += ","
            }
            out += word
            if k < count - 1 { out += " " }
        }
        return out
    }

    /// SplitMix64: a small, well-mixed, portable generator.
    private mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Int(z % UInt64(bound))
    }
}
