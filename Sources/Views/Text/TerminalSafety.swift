/// The one definition of the characters that must never reach a terminal raw: C0 controls, DEL,
/// C1 controls (`0x9B` is a one-byte CSI), and the bidirectional embeddings, overrides, isolates
/// and marks that reorder what a reader sees. Every place that neutralises text asks here.
public enum TerminalSafety {
    /// Whether `scalar` is a control character or a bidirectional formatting character.
    public static func isUnsafe(_ scalar: UInt32) -> Bool {
        scalar < 0x20 || (0x7F..<0xA0).contains(scalar) || isFormatControl(scalar)
    }

    /// Whether `scalar` reorders text: U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C.
    public static func isFormatControl(_ scalar: UInt32) -> Bool {
        (0x202A...0x202E).contains(scalar) || (0x2066...0x2069).contains(scalar) || scalar == 0x200E || scalar == 0x200F || scalar == 0x061C
    }
}
