//! The price importers: the committed table is exactly what the CSV generates, and the Azure
//! Retail Prices API importer keeps and skips the right rows.
#![cfg(not(target_arch = "wasm32"))]

use aml_compute_advisor::advisor::prices;
use aml_compute_advisor::importer::{compiled_specs, from_csv, from_retail_api, to_rust, Table};

const CSV: &str = include_str!("../data/azure-ml-vm-prices.csv");
const SAMPLE: &str = include_str!("../data/retail-prices-api-sample.json");
const COMMITTED: &str = include_str!("../src/advisor/prices_data.rs");

fn provenance() -> String {
    format!(
        "Source: data/azure-ml-vm-prices.csv (see data/README.md). {}",
        prices::PROVENANCE
    )
}

#[test]
fn committed_table_is_generated_from_the_csv() {
    let (table, report) = from_csv(CSV).unwrap();
    // 236 sizes in the CSV less the eight of retired series (NC6s_v3, NC12s_v3, NC24s_v3 and
    // NC24rs_v3, retired 30 Sep 2025; HB60rs, 31 Aug 2024; NV12s_v3, NV24s_v3 and NV48s_v3,
    // 30 Sep 2026), whose rows are skipped.
    assert_eq!(table.sizes.len(), 228);
    assert_eq!(report.skipped["retired VM series"], 1959 - report.kept);
    assert!(
        to_rust(&table, &provenance()) == COMMITTED,
        "src/advisor/prices_data.rs is stale: run cargo run --bin prices -- from-csv data/azure-ml-vm-prices.csv --out src/advisor/prices_data.rs"
    );
}

fn known() -> Table {
    compiled_specs()
}

#[test]
fn sample_page_keeps_linux_pay_as_you_go_and_skips_windows_dev_test() {
    let (t, r) = from_retail_api(&[SAMPLE], &known()).unwrap();
    assert_eq!(r.kept, 1);
    assert_eq!(t.sizes["Standard_D4s_v3"].1["eastus"].payg, Some(0.192));
    assert_eq!(r.skipped.values().sum::<usize>(), 1);
    assert!(
        r.skipped.keys().any(|k| k.contains("DevTestConsumption")),
        "{r:?}"
    );
}

fn item(sku: &str, region: &str, meter: &str, product: &str, kind: &str, price: f64) -> String {
    format!(
        r#"{{"currencyCode":"USD","retailPrice":{price},"armRegionName":"{region}","meterName":"{meter}","skuName":"{meter}","productName":"{product}","serviceName":"Virtual Machines","unitOfMeasure":"1 Hour","type":"{kind}","armSkuName":"{sku}"}}"#
    )
}

#[test]
fn crafted_pages_with_every_kind_of_row() {
    let page1 = format!(
        r#"{{"Items":[{},{},{},{},{},{}],"NextPageLink":"https://example.invalid/next","Count":6}}"#,
        item(
            "Standard_DS3_v2",
            "eastus",
            "DS3 v2",
            "Virtual Machines DSv2 Series",
            "Consumption",
            0.293
        ),
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
        item(
            "Standard_DS3_v2",
            "eastus",
            "DS3 v2",
            "Virtual Machines DSv2 Series",
            "Reservation",
            1000.0
        ),
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
        r#"{{"Items":[{},{},{},{},{}],"NextPageLink":null,"Count":5}}"#,
        item(
            "Standard_DS3_v2",
            "northeurope",
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
    );
    let (t, r) = from_retail_api(&[&page1, &page2], &known()).unwrap();
    let east = t.sizes["Standard_DS3_v2"].1["eastus"];
    assert_eq!((east.payg, east.spot), (Some(0.293), Some(0.035453)));
    assert_eq!(
        t.sizes["Standard_DS3_v2"].1.len(),
        1,
        "only eastus is priced"
    );
    assert_eq!(r.kept, 2);
    let skipped = |needle: &str| {
        r.skipped
            .iter()
            .filter(|(k, _)| k.contains(needle))
            .map(|(_, n)| n)
            .sum::<usize>()
    };
    assert_eq!(skipped("Low Priority"), 1);
    assert_eq!(skipped("Windows"), 1);
    assert_eq!(skipped("Reservation"), 1);
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
fn round_trip_through_the_retail_api_shape() {
    // Write every price of the CSV table as API rows, import them, and get the same Rust table.
    let (table, _) = from_csv(CSV).unwrap();
    let mut items = Vec::new();
    for (size, (_, regions)) in &table.sizes {
        for (region, p) in regions {
            if let Some(payg) = p.payg {
                items.push(item(
                    size,
                    region,
                    "M",
                    "Virtual Machines",
                    "Consumption",
                    payg,
                ));
            }
            if let Some(spot) = p.spot {
                items.push(item(
                    size,
                    region,
                    "M Spot",
                    "Virtual Machines",
                    "Consumption",
                    spot,
                ));
            }
        }
    }
    let page = format!(r#"{{"Items":[{}],"NextPageLink":null}}"#, items.join(","));
    let (imported, report) = from_retail_api(&[&page], &known()).unwrap();
    assert!(report.skipped.is_empty(), "{report:?}");
    // Rows without a pay-as-you-go price are absent from the API; both write `None` in Rust.
    assert_eq!(to_rust(&imported, "p"), to_rust(&table, "p"));
}
