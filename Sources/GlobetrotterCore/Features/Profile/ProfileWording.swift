import Foundation

/// What the Profile page says: the avatar's initials and why a picture or
/// name was not taken.
public enum ProfileWording {
    /// The first letters of the name's first and last words, upper-cased, as
    /// AdwAvatar draws them: "Ada Lovelace" → "AL", "Ada" → "A",
    /// "Jean Paul Sartre" → "JS", "王小明" → "王", "" → "".
    public static func initials(of name: String) -> String {
        let words = name.split(whereSeparator: { $0.isWhitespace })
        guard let first = words.first?.first else { return "" }
        let last = words.count > 1 ? words.last?.first : nil
        return [first, last].compactMap { $0 }.map { String($0).uppercased() }.joined()
    }

    /// "🇩🇪 Germany": the home country as its row shows it, or that there is none.
    public static func country(_ country: Country?, names: any CountryNameLocalizing) -> String {
        guard let country else { return tr("Not set") }
        return "\(country.flag) \(country.localizedName(names))"
    }

    /// "🇪🇺 Euro (EUR)": the currency as its row shows it.
    public static func currency(_ currency: Currency) -> String {
        let label = CurrencyLabel(code: currency.code, name: currency.name)
        let text = tr("{name} ({code})", ["name": label.name, "code": label.code])
        return label.flag.isEmpty ? text : "\(label.flag) \(text)"
    }

    /// Why `file` did not become the picture; the old picture stays.
    public static func problem(_ error: PictureError, file: String) -> String {
        let name = (file as NSString).lastPathComponent
        switch error {
        case .notAnImage:
            return tr("“{file}” is not a picture. Choose a JPEG, PNG or other image file.", ["file": name])
        case .corrupt:
            return tr("“{file}” is damaged or incomplete and could not be read as a picture.", ["file": name])
        case .tooLarge(let width, let height):
            return tr(
                "“{file}” is too large ({size} megapixels); pictures of up to {limit} megapixels can be used.",
                [
                    "file": name, "size": megapixels(width * height),
                    "limit": megapixels(ProfileInteractor.maxPixels),
                ])
        case .unreadable(.notFound): return tr("“{file}” does not exist any more.", ["file": name])
        case .unreadable(.noPermission): return tr("You may not read “{file}”.", ["file": name])
        case .unreadable: return tr("“{file}” could not be read.", ["file": name])
        case .notStored(let trouble): return notStored(trouble)
        }
    }

    public static func problem(_ error: ProfileSaveError) -> String {
        switch error {
        case .notSaved(let trouble): notStored(trouble)
        }
    }

    private static func notStored(_ trouble: FileTrouble) -> String {
        switch trouble {
        case .noSpace: tr("Your profile could not be saved: the disk is full.")
        default: tr("Your profile could not be saved in your data folder.")
        }
    }

    /// "50" or "12.5" in the person's number format.
    private static func megapixels(_ pixels: Int) -> String {
        FloatingPointFormatStyle<Double>.number.precision(.fractionLength(0...1)).locale(.userNumbers)
            .format(Double(pixels) / 1_000_000)
    }
}
