//! The price importers: the committed table is exactly what the data files generate and decodes
//! to exactly their prices, every price is dated, and the Azure Retail Prices API importer keeps
//! and skips the right rows, reservations and savings plans included.

use aml_compute_advisor::advisor::facts::prices;
use aml_compute_advisor::importer::{
    changes, compiled_specs, compiled_table, from_retail_api, from_sources, micros, overlay,
    to_rust, Table, PROVENANCE_LINE, REGIONS,
};

const SKY: &str = include_str!("../../data/azure-ml-vm-prices.csv");
const LIST23: &str = include_str!("../../data/azure-vm-payg-23-regions-2026-06-18.csv");
const EU: &str = include_str!("../../data/azure-vm-eu-payg-spot-savingsplan-2026-08-22.csv");
const SAMPLE: &str = include_str!("../../data/retail-prices-api-sample.json");
const COMMITTED: &str = include_str!("../../src/advisor/facts/prices_data.rs");

fn built() -> Table {
    from_sources(SKY, LIST23, EU).unwrap().0
}

#[test]
fn committed_table_is_generated_from_the_data_files() {
    let (table, report) = from_sources(SKY, LIST23, EU).unwrap();
    // 236 sizes in the catalog less the eight of retired series (NC6s_v3, NC12s_v3, NC24s_v3 and
    // NC24rs_v3, retired 30 Sep 2025; HB60rs, 31 Aug 2024; NV12s_v3, NV24s_v3 and NV48s_v3,
    // 30 Sep 2026), whose rows are skipped.
    assert_eq!(table.sizes.len(), 228);
    assert_eq!(report.skipped["retired VM series"], 45);
    assert!(
        to_rust(&table, PROVENANCE_LINE) == COMMITTED,
        "src/advisor/facts/prices_data.rs is stale: run cargo run --bin prices -- build --out src/advisor/facts/prices_data.rs"
    );
}

/// Every price of a table in micro-dollars with its source's date: (size, region, kind) -> (micros, date).
fn cells(t: &Table) -> Vec<(String, String, &'static str, u32, String)> {
    let mut v = Vec::new();
    for (size, (_, prices)) in &t.sizes {
        for (region, p) in prices {
            for (kind, price) in [("payg", p.payg), ("spot", p.spot), ("sp1y", p.sp1y)] {
                if let Some(price) = price {
                    v.push((
                        size.clone(),
                        region.clone(),
                        kind,
                        micros(price.usd),
                        t.sources[price.source].1.clone(),
                    ));
                }
            }
        }
    }
    v.sort();
    v
}

#[test]
fn compiled_table_decodes_to_every_price_of_the_data_with_its_date() {
    let want = cells(&built());
    let got = cells(&compiled_table());
    assert_eq!(want.len(), got.len());
    for (w, g) in want.iter().zip(&got) {
        assert_eq!(w, g);
    }
    assert!(want.len() > 7_000, "{}", want.len());
}

#[test]
fn every_compiled_price_has_a_date() {
    let mut n = 0;
    for v in prices::sizes() {
        for rate in v.rates().flatten() {
            let sources = rate.sources();
            assert!(!sources.is_empty(), "{}", v.name);
            for s in sources {
                assert!(!s.date.trim().is_empty() && !s.via.is_empty(), "{}", v.name);
            }
            let dated = rate.dated();
            assert!(dated.starts_with("pay-as-you-go 20"), "{dated}");
            assert_eq!(dated.contains("Spot 20"), rate.spot.is_some(), "{dated}");
            assert_eq!(
                dated.contains("savings plan 2026-08-22"),
                rate.sp1y.is_some(),
                "{dated}"
            );
            n += 1;
        }
    }
    assert!(n > 4_500);
}

/// The data files read plainly, for comparing a sample per region.
fn raw(text: &str, key: (usize, usize), cols: &[usize]) -> Vec<((String, String), Vec<String>)> {
    text.lines()
        .skip(1)
        .map(|l| {
            let f: Vec<&str> = l.split(',').collect();
            (
                (f[key.0].to_string(), f[key.1].to_string()),
                cols.iter().map(|c| f[*c].to_string()).collect(),
            )
        })
        .collect()
}

#[test]
fn a_sample_per_region_matches_the_data_files() {
    let list = raw(LIST23, (1, 0), &[2, 3]);
    let eu = raw(EU, (1, 0), &[2, 3, 5]);
    let us = &REGIONS[..9];
    let eu_regions = [
        "westeurope",
        "northeurope",
        "francecentral",
        "swedencentral",
    ];
    let m = |s: &str| (s.parse::<f64>().unwrap() * 1e6).round() as u32;
    for (r, region) in REGIONS.iter().enumerate() {
        assert_eq!(prices::regions()[r], *region);
        let mut checked = 0;
        for size in [
            "Standard_D4s_v3",
            "Standard_E8s_v3",
            "Standard_NC4as_T4_v3",
            "Standard_F4s_v2",
            "Standard_D4ads_v5",
        ] {
            let v = prices::size(size).unwrap();
            let rate = v.rate(r);
            let row = list
                .iter()
                .find(|(k, _)| k.0 == size && k.1 == *region)
                .map(|(_, c)| c);
            let eu_row = eu
                .iter()
                .find(|(k, _)| k.0 == size && k.1 == *region)
                .map(|(_, c)| c);
            match row {
                Some(c) if c[1] == "0" => {
                    assert_eq!(rate.map(|x| x.payg), Some(m(&c[0])), "{size} {region}")
                }
                // A Cloud Services row: the EU file's price in the EU regions it covers.
                Some(_) if eu_regions.contains(region) => assert_eq!(
                    rate.map(|x| x.payg),
                    eu_row.map(|c| m(&c[0])),
                    "{size} {region}"
                ),
                Some(_) if us.contains(region) => assert!(rate.is_some()),
                _ => assert_eq!(rate, None, "{size} {region}: priced without its own figure"),
            }
            if let (Some(rate), Some(c)) = (rate, eu_row) {
                if eu_regions.contains(region) {
                    assert_eq!(rate.spot, Some(m(&c[1])), "{size} {region}");
                    assert_eq!(rate.sp1y, Some(m(&c[2])), "{size} {region}");
                }
            }
            if let Some(rate) = rate {
                if !us.contains(region) && !eu_regions.contains(region) {
                    assert_eq!((rate.spot, rate.sp1y), (None, None), "{size} {region}");
                }
                checked += 1;
            }
        }
        assert!(
            checked >= 3,
            "{region}: only {checked} of the sample priced"
        );
    }
}

fn known() -> Table {
    compiled_specs()
}

#[test]
fn sample_page_keeps_linux_pay_as_you_go_and_skips_windows_dev_test() {
    let (t, r) = from_retail_api(&[SAMPLE], &known()).unwrap();
    assert_eq!(r.kept, 1);
    let p = t.sizes["Standard_D4s_v3"].1["eastus"].payg.unwrap();
    assert_eq!(p.usd, 0.192);
    assert_eq!(t.sources[p.source].1, "undated");
    assert_eq!(r.skipped.values().sum::<usize>(), 1);
    assert!(
        r.skipped.keys().any(|k| k.contains("DevTestConsumption")),
        "{r:?}"
    );
}

fn item(sku: &str, region: &str, meter: &str, product: &str, kind: &str, price: f64) -> String {
    format!(
        r#"{{"currencyCode":"USD","retailPrice":{price},"armRegionName":"{region}","meterName":"{meter}","skuName":"{meter}","productName":"{product}","serviceName":"Virtual Machines","unitOfMeasure":"1 Hour","type":"{kind}","armSkuName":"{sku}","effectiveStartDate":"2026-10-01T00:00:00Z"}}"#
    )
}

/// A reservation item as api-version 2023-01-01-preview writes it: the whole term's price,
/// although the unit says "1 Hour".
fn reservation(sku: &str, region: &str, term: &str, price: f64) -> String {
    item(
        sku,
        region,
        "DS3 v2",
        "Virtual Machines DSv2 Series",
        "Reservation",
        price,
    )
    .replace(
        r#""type""#,
        &format!(r#""reservationTerm":"{term}","type""#),
    )
}

/// A pay-as-you-go item with its `savingsPlan` array (hourly prices per term).
fn with_savings_plan(sku: &str, region: &str, payg: f64, one: f64, three: f64) -> String {
    item(sku, region, "DS3 v2", "Virtual Machines DSv2 Series", "Consumption", payg).replace(
        r#""type""#,
        &format!(
            r#""savingsPlan":[{{"unitPrice":{three},"retailPrice":{three},"term":"3 Years"}},{{"unitPrice":{one},"retailPrice":{one},"term":"1 Year"}}],"type""#
        ),
    )
}

#[test]
fn crafted_pages_with_every_kind_of_row() {
    let page1 = format!(
        r#"{{"Items":[{},{},{},{},{},{},{}],"NextPageLink":"https://example.invalid/next","Count":7}}"#,
        with_savings_plan("Standard_DS3_v2", "eastus", 0.293, 0.2105, 0.1455),
        item(
            "Standard_DS3_v2",
            "eastus",
            "DS3 v2 Spot",
            "Virtual Machines DSv2 Series",
            "Consumption",
            0.035453
        ),
        item(
            "Standard_DS3_v2",
            "eastus",
            "DS3 v2 Low Priority",
            "Virtual Machines DSv2 Series",
            "Consumption",
            0.0586
        ),
        item(
            "Standard_DS3_v2",
            "eastus",
            "DS3 v2",
            "Virtual Machines DSv2 Series Windows",
            "Consumption",
            0.585
        ),
        reservation("Standard_DS3_v2", "eastus", "1 Year", 1576.8),
        reservation("Standard_DS3_v2", "eastus", "3 Years", 3022.92),
        item(
            "Standard_DS3_v2",
            "eastus",
            "DS3 v2",
            "Virtual Machines DSv2 Series",
            "DevTestConsumption",
            0.2
        ),
    );
    let page2 = format!(
        r#"{{"Items":[{},{},{},{},{},{}],"NextPageLink":null,"Count":6}}"#,
        item(
            "Standard_DS3_v2",
            "mars",
            "DS3 v2",
            "Virtual Machines DSv2 Series",
            "Consumption",
            0.3
        ),
        item(
            "Standard_NC6",
            "eastus",
            "NC6",
            "Virtual Machines NC Series",
            "Consumption",
            0.9
        ),
        item(
            "Standard_Imaginary_v9",
            "eastus",
            "X",
            "Virtual Machines X Series",
            "Consumption",
            1.0
        ),
        item(
            "Standard_DS3_v2",
            "westus",
            "DS3 v2",
            "Virtual Machines DSv2 Series",
            "Consumption",
            0.0
        ),
        item(
            "Standard_DS3_v2",
            "eastus",
            "DS3 v2",
            "Virtual Machines DSv2 Series",
            "Consumption",
            0.5
        ),
        reservation("Standard_DS3_v2", "eastus", "5 Years", 1.0),
    );
    let (t, r) = from_retail_api(&[&page1, &page2], &known()).unwrap();
    let east = t.sizes["Standard_DS3_v2"].1["eastus"];
    let usd = |p: Option<aml_compute_advisor::importer::Price>| p.map(|p| p.usd);
    assert_eq!(
        (usd(east.payg), usd(east.spot)),
        (Some(0.293), Some(0.035453))
    );
    // The savings plan's 1-year term, hourly as the array gives it.
    assert_eq!(usd(east.sp1y), Some(0.2105));
    // Reservations: the term's price over its hours (1576.8 / 8,760 and 3022.92 / 26,280).
    assert_eq!(east.ri1y.map(|p| micros(p.usd)), Some(180_000));
    assert_eq!(east.ri3y.map(|p| micros(p.usd)), Some(115_027));
    // Each price keeps its item's date.
    assert_eq!(t.sources[east.ri1y.unwrap().source].1, "2026-10-01");
    assert_eq!(t.sources[east.sp1y.unwrap().source].1, "2026-10-01");
    assert_eq!(
        t.sizes["Standard_DS3_v2"].1.len(),
        1,
        "only eastus is priced"
    );
    assert_eq!(r.kept, 4);
    let skipped = |needle: &str| {
        r.skipped
            .iter()
            .filter(|(k, _)| k.contains(needle))
            .map(|(_, n)| n)
            .sum::<usize>()
    };
    assert_eq!(skipped("Low Priority"), 1);
    assert_eq!(skipped("Windows"), 1);
    assert_eq!(skipped("unknown term"), 1);
    assert_eq!(skipped("DevTestConsumption"), 1);
    assert_eq!(skipped("region not offered"), 1);
    assert_eq!(skipped("retired"), 1);
    assert_eq!(skipped("no specs"), 1);
    assert_eq!(skipped("no positive retail price"), 1);
    assert_eq!(skipped("duplicate"), 1);
    assert!(from_retail_api(&["not json"], &known()).is_err());
    assert!(from_retail_api(&[r#"{"Count":0}"#], &known()).is_err());
}

#[test]
fn rebuilding_from_pages_reports_what_changed_and_dates_it() {
    let base = built();
    let page = format!(
        r#"{{"Items":[{},{}],"NextPageLink":null}}"#,
        with_savings_plan("Standard_DS3_v2", "japaneast", 0.5, 0.4, 0.3),
        item(
            "Standard_DS3_v2",
            "japaneast",
            "DS3 v2 Spot",
            "Virtual Machines DSv2 Series",
            "Consumption",
            0.07
        ),
    );
    let (api, _) = from_retail_api(&[&page], &base).unwrap();
    let new = overlay(&base, &api);
    let changed = changes(&base, &new);
    assert_eq!(changed.len(), 3, "{changed:?}");
    assert!(changed.iter().any(
        |c| c.starts_with("Standard_DS3_v2 japaneast pay-as-you-go: ") && c.ends_with("-> 0.5")
    ));
    assert!(changed
        .iter()
        .any(|c| c == "Standard_DS3_v2 japaneast Spot: none -> 0.07"));
    let je = new.sizes["Standard_DS3_v2"].1["japaneast"];
    assert_eq!(new.sources[je.spot.unwrap().source].1, "2026-10-01");
    // Generated and compiled again, the table still decodes to what was built.
    let src = to_rust(&new, "p");
    assert!(src.contains(r#"date: "2026-10-01""#));
    // Nothing changes when the pages repeat what the table has.
    assert!(changes(&base, &overlay(&base, &Table::default())).is_empty());
    // The compiled table is the data, to the micro-dollar.
    assert_eq!(changes(&compiled_table(), &base), Vec::<String>::new());
}

#[test]
fn os_disk_prices_come_from_the_disk_file_or_the_reference_and_nowhere_else() {
    const DISKS: &str = include_str!("../../data/azure-managed-disks-eu-2026-08-22.csv");
    for region in REGIONS {
        let row = DISKS.lines().find(|l| {
            l.starts_with(&format!(
                "{region},Premium SSD Managed Disks,P10 LRS,P10 LRS Disk,1/Month,"
            ))
        });
        let compiled = prices::p10_disk_monthly(region).map(|(cents, _)| cents);
        match row {
            Some(l) => {
                let usd: f64 = l.split(',').nth(5).unwrap().parse().unwrap();
                assert_eq!(compiled, Some((usd * 100.0).round() as u32), "{region}");
            }
            // East US 2: $17.92 from the reference sheet (§2.9); no other region borrows a price.
            None if region == "eastus2" => assert_eq!(compiled, Some(1792)),
            None => assert_eq!(compiled, None, "{region}"),
        }
    }
}
