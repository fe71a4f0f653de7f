import Foundation

/// gzip framing around stored (uncompressed) deflate blocks: a valid gzip stream that any
/// decoder must accept, made without a compression library.
public enum Gzip {
    /// `data` as a gzip stream.
    public static func stored(_ data: Data) -> Data {
        var out = Data([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff])
        let bytes = [UInt8](data)
        var offset = 0
        repeat {
            let length = min(65_535, bytes.count - offset)
            let final: UInt8 = offset + length == bytes.count ? 1 : 0
            out.append(final)
            out.append(contentsOf: littleEndian(UInt16(length)))
            out.append(contentsOf: littleEndian(~UInt16(length)))
            out.append(contentsOf: bytes[offset..<offset + length])
            offset += length
        } while offset < bytes.count
        out.append(contentsOf: littleEndian(crc32(bytes)))
        out.append(contentsOf: littleEndian(UInt32(truncatingIfNeeded: bytes.count)))
        return out
    }

    /// A gzip stream that inflates to at least `inflated` zero bytes, at about 159 to 1: one
    /// literal zero, then copies of 258 bytes from one byte back, in fixed-Huffman deflate (13
    /// bits a copy). The trailer's CRC is left zero (computing it over gigabytes would cost the
    /// test more than the client): a decoder that reads to the end reports a corrupt stream,
    /// which is itself a failure a test can tell from the one it expects.
    public static func bomb(inflated: Int) -> Data {
        var head = BitWriter()
        head.bits(1, count: 1)  // BFINAL
        head.bits(1, count: 2)  // BTYPE 01: fixed Huffman
        head.code(0x30, length: 8)  // literal 0
        head.copy258()  // 11 + 13 bits: byte-aligned from here on
        var unit = BitWriter()
        for _ in 0..<8 { unit.copy258() }  // 104 bits: 13 whole bytes, 2,064 inflated bytes
        let units = max(1, (inflated - 259) / 2064 + 1)
        var out = Data([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff])
        out.append(contentsOf: head.bytes)
        // Doubling copies whole runs at a time: gigabytes of bomb in a few dozen copies.
        var run = Data(unit.bytes)
        var made = 1
        while made * 2 <= units {
            run.append(run)
            made *= 2
        }
        out.append(run)
        out.append(run.prefix((units - made) * unit.bytes.count))
        var tail = BitWriter()
        tail.code(0, length: 7)  // end of block
        out.append(contentsOf: tail.bytes)
        out.append(contentsOf: [UInt8](repeating: 0, count: 8))  // CRC and size, left zero
        return out
    }

    /// Deflate's bit order: fields from the least significant bit, Huffman codes from the most.
    private struct BitWriter {
        var bytes: [UInt8] = []
        var used = 0

        mutating func bits(_ value: Int, count: Int) {
            for bit in 0..<count {
                if used % 8 == 0 { bytes.append(0) }
                if value >> bit & 1 == 1 { bytes[bytes.count - 1] |= UInt8(1 << (used % 8)) }
                used += 1
            }
        }

        mutating func code(_ value: Int, length: Int) {
            for bit in stride(from: length - 1, through: 0, by: -1) { bits(value >> bit & 1, count: 1) }
        }

        /// Length 258 (code 285, 8 bits) at distance 1 (code 0, 5 bits).
        mutating func copy258() {
            code(0xC5, length: 8)
            code(0, length: 5)
        }
    }

    /// CRC-32 (IEEE 802.3), as gzip's trailer carries it.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xffff_ffff
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xedb8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func littleEndian<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
        (0..<MemoryLayout<T>.size).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }
}
