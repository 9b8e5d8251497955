extension PickerContent where Item == Currency {
    /// The converter's currency picker: found by code or name; a currency no
    /// source has a rate for is marked, and picking it says so instead of closing.
    public static func currencies(_ choices: [CurrencyChoice], current: String) -> PickerContent<Currency> {
        let noRate = PickerMark(tr("No rate"), tooltip: tr("No source has a rate for this currency"))
        return PickerContent(
            title: tr("Choose Currency"), searchPlaceholder: tr("Search by code or name"),
            choices: choices.map { choice in
                let currency = choice.currency
                let label = CurrencyLabel(code: currency.code, name: currency.name)
                var spoken = tr("{name} ({code})", ["name": currency.name, "code": currency.code])
                if !choice.hasRate { spoken = tr("{currency}, no rate available", ["currency": spoken]) }
                if currency.code == current { spoken = tr("{currency}, current", ["currency": spoken]) }
                return Choice(
                    item: currency,
                    row: PickerRow(
                        symbol: label.flag, title: currency.name, detail: currency.code,
                        mark: choice.hasRate ? nil : noRate, isCurrent: currency.code == current,
                        accessibleLabel: spoken),
                    keys: PickerIndex.Keys(codes: [currency.code], names: [currency.name, currency.code]),
                    refusal: choice.hasRate
                        ? nil : tr("No rate available for {code}.", ["code": currency.code]))
            },
            noMatch: { tr("No currency matches “{query}”.", ["query": $0]) })
    }
}
