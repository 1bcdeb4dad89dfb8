"""Independent vectors for the tax-domain tests (run: python3 test/core/domain/tax/tax-vectors.py).

Written apart from src/core/domain/tax on purpose and in another way: Verhoeff is computed from the
dihedral group D5 and the permutation (1 5 8 9 4 2 7 0)(3 6) as formulas, not from the usual
lookup tables; the tax ID follows the taxpayer system's Java SDK (ir.gov.tax.tpis.sdk
TaxIdProviderImpl: memory ID, 5 hex digits of UTC days since 1970-01-01, 10 hex digits of the
serial, Verhoeff over memory ID in decimal + days as 6 digits + serial as 12 digits). Its output is
pasted, unchanged, into the tests that name this file.
"""
import datetime
import json
import random


def d5(j, k):
    """Product in D5: 0-4 are rotations, 5-9 reflections."""
    if j < 5 and k < 5:
        return (j + k) % 5
    if j < 5:
        return 5 + (j + k) % 5
    if k < 5:
        return 5 + (j - k) % 5
    return (j - k) % 5


SIGMA = {0: 1, 1: 5, 5: 8, 8: 9, 9: 4, 4: 2, 2: 7, 7: 0, 3: 6, 6: 3}


def sigma_power(n, digit):
    for _ in range(n % 8):
        digit = SIGMA[digit]
    return digit


def inverse(j):
    return (5 - j) % 5 if j < 5 else j


def verhoeff_digit(number):
    c = 0
    for i, ch in enumerate(reversed(number)):
        c = d5(c, sigma_power(i + 1, int(ch)))
    return inverse(c)


def memory_id_decimal(memory_id):
    return ''.join(ch if ch.isdigit() else str(ord(ch)) for ch in memory_id)


def tax_id(memory_id, when, serial):
    days = (when - datetime.datetime(1970, 1, 1, tzinfo=datetime.timezone.utc)).days
    control = memory_id_decimal(memory_id) + f'{days:06d}' + f'{serial:012d}'
    return (memory_id + f'{days:05x}' + f'{serial:010x}').upper() + str(verhoeff_digit(control)), days, control


def national_id(nine):
    r = sum(int(nine[i]) * (10 - i) for i in range(9)) % 11
    return nine + str(r if r < 2 else 11 - r)


def legal_id(ten):
    dec = int(ten[9]) + 2
    weights = [29, 27, 23, 19, 17] * 2
    r = sum((int(ten[i]) + dec) * weights[i] for i in range(10)) % 11
    return ten + str(0 if r == 10 else r)


def utc(text):
    return datetime.datetime.fromisoformat(text).astimezone(datetime.timezone.utc)


rng = random.Random(1404)
out = {
    'verhoeff': {n: verhoeff_digit(n) for n in ['236', '12345', '142857', '0', '5', '1428570', '8473643095483728456789', '2363']},
    'nationalIds': [national_id(''.join(rng.choice('0123456789') for _ in range(9))) for _ in range(12)],
    'legalIds': [legal_id(''.join(rng.choice('0123456789') for _ in range(10))) for _ in range(12)],
    'taxIds': [],
}
for memory_id, when, serial in [
    ('A11216', '2023-06-01T10:00:00+00:00', 1),
    ('A3NFZT', '2024-01-01T00:00:00+00:00', 1),
    ('A3NFZT', '2023-12-31T23:59:59+00:00', 1),
    ('Z9Z9Z9', '2026-11-27T06:00:00+03:30', 999999999999),
    ('123456', '2026-03-20T20:29:59+03:30', 4096),
    ('ABCDEF', '1970-01-01T00:00:00+00:00', 1),
    ('QW12ER', '2026-11-27T02:00:00+03:30', 250123),
]:
    at = utc(when)
    made, days, control = tax_id(memory_id, at, serial)
    out['taxIds'].append({'memoryId': memory_id, 'at': at.isoformat().replace('+00:00', 'Z'), 'serial': serial, 'days': days, 'control': control, 'taxId': made})
print(json.dumps(out, indent=2))
